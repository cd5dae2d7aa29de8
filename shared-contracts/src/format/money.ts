/**
 * The shop's one money formatter: guaraníes as Paraguay writes them. `Intl` prints the currency symbol, a
 * no-break space (U+00A0) and the amount with dots and no decimals: `Gs.\u00a01.234.567`. Node (the server
 * render, the API's texts) and Chromium print the same characters, so a page drawn on the server and the
 * browser's render agree.
 */
const money = new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' });
/** The same amount without the symbol, to measure a price's length. */
const digits = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 0 });

/** Formats an amount of guaraníes (amounts are whole guaraníes; anything else is rounded): `Gs. 1.234.567`. */
export function formatGs(amount: number): string {
  return money.format(Number.isFinite(amount) ? Math.round(amount) : 0);
}

/** A price text of 7 or more characters (digits and dots, `999.999`) is shown in a smaller font. */
export function isLongPrice(amount: number): boolean {
  return digits.format(Math.round(amount)).length >= 7;
}
