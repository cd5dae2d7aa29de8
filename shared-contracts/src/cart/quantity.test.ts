import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity';

describe('line quantity', () => {
  it('stays between 1 and 12, a non-positive value becoming its absolute value', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(3);
    expect(clampQuantity(13)).toBe(12);
    expect(clampQuantity(40)).toBe(12);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(5.7)).toBe(5);
  });
});
