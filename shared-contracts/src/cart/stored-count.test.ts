import { describe, expect, it } from 'vitest';
import { storedCartCount } from './stored-count';

describe('storedCartCount', () => {
  it('adds the units of the stored lines', () => {
    expect(storedCartCount(JSON.stringify({ items: [{ codigo: 1, quantity: 2 }, { codigo: 2, quantity: 3 }], cartId: 9 }))).toBe(5);
  });

  it('is 0 without a stored cart or with an empty one', () => {
    expect(storedCartCount(null)).toBe(0);
    expect(storedCartCount(JSON.stringify({ items: [] }))).toBe(0);
  });

  it('skips lines that are not objects, as the cart owner does', () => {
    expect(storedCartCount(JSON.stringify({ items: [null, 4, { quantity: 2 }] }))).toBe(2);
  });

  it('is null for a value the cart owner would replace: not JSON, no item list, a quantity that is not a number', () => {
    expect(storedCartCount('{roto')).toBeNull();
    expect(storedCartCount('null')).toBeNull();
    expect(storedCartCount(JSON.stringify({ items: 'x' }))).toBeNull();
    expect(storedCartCount(JSON.stringify({ items: [{ quantity: 'dos' }] }))).toBeNull();
  });
});
