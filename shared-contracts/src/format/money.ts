const gs = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Formats an integer amount of guaraníes as the shop shows it: `Gs. 1.234.567`. */
export function formatGs(amount: number): string {
  if (!Number.isFinite(amount)) return 'Gs. 0';
  return `Gs. ${gs.format(Math.round(amount))}`;
}

/** A price text of 7 or more characters (digits and dots) is shown in a smaller font. */
export function isLongPrice(amount: number): boolean {
  return gs.format(Math.round(amount)).length >= 7;
}

/** Product price after a percentage discount: the price minus the rounded percentage. */
export function discountedPrice(price: number, percent: number): number {
  return price - Math.round((price * percent) / 100);
}
