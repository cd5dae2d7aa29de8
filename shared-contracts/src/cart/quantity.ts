/**
 * The quantity of a cart line (spec 000 §5), the one rule every counter and the cart service apply: at least 1,
 * at most 12; a non-positive value becomes its absolute value (or 1).
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 12;

export function clampQuantity(value: number, max: number = MAX_LINE_QUANTITY): number {
  if (!Number.isFinite(value)) return MIN_LINE_QUANTITY;
  const whole = Math.abs(Math.trunc(value));
  return Math.min(max, Math.max(MIN_LINE_QUANTITY, whole));
}
