/**
 * The shop's one money formatter: guaraníes as Paraguay writes them, exactly what
 * `Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' })` prints (the tests compare the two): the
 * symbol, a no-break space (U+00A0) and the amount with dots between thousands and no decimals,
 * `Gs.\u00a01.234.567`. Written out instead of asking `Intl` because a page's first `Intl` formatter loads the
 * browser's locale data: 40–60 ms of main thread on a fast machine, four times that on a mid-range phone, in the
 * middle of the first render of every page that shows a price. The server render and the browser print the same
 * characters by construction.
 */
const SYMBOL = 'Gs.\u00a0';

/** Whole guaraníes with dots between thousands (`1.234.567`, `-1.500`); anything else is rounded, NaN is 0. */
function groupDigits(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  const sign = whole < 0 ? '-' : '';
  const text = String(Math.abs(whole));
  let grouped = '';
  for (let end = text.length; end > 0; end -= 3) grouped = `${text.slice(Math.max(0, end - 3), end)}${grouped && '.'}${grouped}`;
  return sign + grouped;
}

/** Formats an amount of guaraníes (amounts are whole guaraníes; anything else is rounded): `Gs. 1.234.567`. */
export function formatGs(amount: number): string {
  return SYMBOL + groupDigits(amount);
}

/**
 * The same amount for text outside a page (API messages and option labels, e-mails, the KuDE PDF, the sandbox
 * consoles): an ordinary space after the symbol, `Gs. 1.234.567`.
 */
export function formatGsText(amount: number): string {
  return `Gs. ${groupDigits(amount)}`;
}

/** Only the amount, dots between thousands (`10.000.000`), for a text that writes the symbol apart. */
export function formatThousands(amount: number): string {
  return groupDigits(amount);
}

/** A price text of 7 or more characters (digits and dots, `999.999`) is shown in a smaller font. */
export function isLongPrice(amount: number): boolean {
  return groupDigits(amount).length >= 7;
}

/** Whether an invoice's currency code is the guaraní (`GS`); any other is the US dollar. */
export function isGuaranies(moneda: string): boolean {
  return moneda.trim().toUpperCase() === 'GS';
}

/**
 * An invoice's stored amount (an integer of its currency's smallest unit: guaraníes for GS, cents for USD) in the
 * currency's own unit, as lists, the CSV and `formatInvoiceAmount` take it: 123450 USD cents → 1234.5.
 */
export function invoiceAmountFromMinor(minor: number, moneda: string): number {
  return isGuaranies(moneda) ? minor : minor / 100;
}

/**
 * An invoice's amount in its own currency (spec 001 §9): an invoice in GS in guaraníes (`Gs. 1.234.567`), any other
 * in US dollars, written as Paraguay writes them: `US$ 1.234,50` (dots between thousands, two decimals after a comma).
 */
export function formatInvoiceAmount(amount: number, moneda: string): string {
  if (isGuaranies(moneda)) return formatGs(amount);
  const cents = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `US$\u00a0${sign}${groupDigits(Math.floor(abs / 100)).replace('-', '')},${String(abs % 100).padStart(2, '0')}`;
}
