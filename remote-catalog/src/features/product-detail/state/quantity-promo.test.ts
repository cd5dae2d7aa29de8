import { describe, expect, it } from 'vitest';
import { quantityPromoHint, unitsToActivate } from './quantity-promo';

const promo = { step: 3, porcentajeDescuento: 33, promocion: '3x2', mensaje: 'Llevando 3 pagás 2' };

describe('quantity promotion hint', () => {
  it('tells how many units are missing to activate it', () => {
    expect(unitsToActivate(1, promo)).toBe(2);
    expect(unitsToActivate(2, promo)).toBe(1);
    expect(unitsToActivate(3, promo)).toBe(0);
    expect(unitsToActivate(4, promo)).toBe(2);
    expect(quantityPromoHint(1, promo)).toBe('Agregá 2 unidades más para activar la promoción 3x2');
    expect(quantityPromoHint(2, promo)).toBe('Agregá 1 unidad más para activar la promoción 3x2');
    expect(quantityPromoHint(6, promo)).toBe('¡Promoción 3x2 activada!');
  });
});
