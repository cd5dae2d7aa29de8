import { describe, expect, it } from 'vitest';
import { applyPercentOff, paymentMethodPrice, percentOf, productPricing } from './pricing.js';

describe('pricing', () => {
  it('takes off the rounded percentage, in whole guaraníes', () => {
    expect(applyPercentOff(10000, 15)).toBe(8500);
    expect(applyPercentOff(12345, 10)).toBe(11110); // 1234.5 rounds to 1235
    expect(applyPercentOff(9999, 0)).toBe(9999);
  });

  it('rounds a percentage of an amount half a guaraní up, the same for every discount', () => {
    expect(percentOf(12345, 10)).toBe(1235); // 1234.5
    expect(percentOf(12344, 10)).toBe(1234); // 1234.4
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(4, 10)).toBe(0); // 0.4
    expect(percentOf(250_000, 100)).toBe(250_000);
    expect(applyPercentOff(5, 10) + percentOf(5, 10)).toBe(5);
  });

  it('gives a product its unit price, list price and percentage', () => {
    expect(productPricing(12000, 10)).toEqual({ precio: 10800, precioSinDescuento: 12000, descuento: 10, mostrarDescuento: true });
    expect(productPricing(8000, 0)).toEqual({ precio: 8000, precioSinDescuento: 8000, descuento: 0, mostrarDescuento: false });
  });

  it('applies a payment method discount to what the shopper pays', () => {
    expect(paymentMethodPrice(productPricing(12000, 10).precio, 15)).toBe(9180);
  });
});
