import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SavedCartSchema } from '@botica/shared-contracts/cart/saved-cart';
import { emptyCart } from './cart.model';
import { savedOf, storedOf } from './cart.server-copy';
import { pickUpAt } from './cart.logic';

describe("the cart's server copy", () => {
  it('keeps the pickup branch with its address: the cart read back after a reload still says where it is', () => {
    const office = {
      label: 'PUNTO 449',
      value: 1449,
      departamento: { value: 12, label: 'Central' },
      ciudad: { value: 1201, label: 'San Lorenzo' },
      data: { direccion: 'Mcal. Estigarribia c/ Independencia Nacional' },
    };
    const cart = pickUpAt(emptyCart(), office);
    // what the browser sends, as the API validates and keeps it (the same contract), then answers it back
    const kept = v.parse(SavedCartSchema, JSON.parse(JSON.stringify(savedOf(cart))));
    const back = storedOf(kept, false, 7);
    expect(back.office).toEqual(office);
    expect(back.cartId).toBe(7);
  });

  it('a branch without an address is kept without one', () => {
    const cart = pickUpAt(emptyCart(), { label: 'PUNTO 1', value: 1001 });
    const back = storedOf(v.parse(SavedCartSchema, savedOf(cart)), false, 1);
    expect(back.office).toMatchObject({ label: 'PUNTO 1', value: 1001 });
    expect(back.office?.data ?? null).toBeNull();
  });

  it('no cart on the server is an empty cart of that kind', () => {
    expect(storedOf(null, true)).toMatchObject({ items: [], oncologico: true, cartId: null });
  });
});
