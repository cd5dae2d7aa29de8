import { describe, expect, it } from 'vitest';
import { productPrices } from './price';

describe('productPrices', () => {
  it('shows the price the API sends and the list price struck through when there is a discount', () => {
    expect(productPrices({ precio: 10800, precioSinDescuento: 12000, mostrarDescuento: true })).toEqual({ price: 10800, before: 12000, hasDiscount: true });
  });

  it('computes nothing: a percentage without a lower price shows no discount', () => {
    expect(productPrices({ precio: 12000, precioSinDescuento: 12000, mostrarDescuento: false })).toEqual({ price: 12000, before: undefined, hasDiscount: false });
    expect(productPrices({ precio: 12000 })).toEqual({ price: 12000, before: undefined, hasDiscount: false });
  });

  it('hides the discount when the server says not to show it', () => {
    expect(productPrices({ precio: 9000, precioSinDescuento: 10000, mostrarDescuento: false }).hasDiscount).toBe(false);
  });
});
