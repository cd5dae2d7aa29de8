import { MAX_LINE_QUANTITY } from '@botica/shared-contracts/catalog/entities';

/** Counter rule of spec 000 §5: at least 1, at most 12; a non-positive value becomes its absolute value (or 1). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  const n = Math.abs(Math.trunc(value)) || 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, n));
}
