import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OrderLinePayloadSchema, QUANTITY_RANGE } from '../checkout/payloads';
import type { Product } from '../catalog/entities';
import { CartItemSchema } from './entities';
import { addLine, cartKindOf, clampQuantity, inStock, lineTotals, MAX_LINE_QUANTITY, MAX_REACHED, REFRIGERATED, stepQuantity, toCartItem } from './quantity';

describe('line quantity', () => {
  it('stays between 1 and 12, a non-positive value becoming its absolute value', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(3);
    expect(clampQuantity(13)).toBe(12);
    expect(clampQuantity(40)).toBe(12);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(5.7)).toBe(5);
  });

  it('keeps the limits themselves', () => {
    expect(clampQuantity(1)).toBe(1);
    expect(clampQuantity(12)).toBe(12);
    expect(clampQuantity(5, 3)).toBe(3);
  });

  it('is the same limit the API checks an order line against', () => {
    const line = (cantidad: number) => v.safeParse(OrderLinePayloadSchema, { productoCodigo: 1, cantidad });
    expect(line(MAX_LINE_QUANTITY).success).toBe(true);
    expect(line(1).success).toBe(true);
    for (const wrong of [0, MAX_LINE_QUANTITY + 1]) {
      const result = line(wrong);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(QUANTITY_RANGE);
    }
    expect(QUANTITY_RANGE).toBe('La cantidad debe estar entre 1 y 12.');
  });
});

describe('a counter press', () => {
  it('moves one unit when the product has no step', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(2, -1)).toBe(1);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(12, 1)).toBe(12);
  });

  it('follows the step to the next or previous set, never below 1 nor above the cap', () => {
    expect(stepQuantity(1, 1, 3)).toBe(3);
    expect(stepQuantity(3, 1, 3)).toBe(6);
    expect(stepQuantity(4, -1, 3)).toBe(3);
    expect(stepQuantity(3, -1, 3)).toBe(1);
    expect(stepQuantity(2, 1, 2, 5)).toBe(4);
    expect(stepQuantity(4, 1, 2, 5)).toBe(5);
    expect(stepQuantity(10, 1, 3)).toBe(12);
  });
});

describe('adding a product to the lines (the cart service and the product page form alike)', () => {
  const line = { codigo: 5, descripcion: 'Paracetamol', precio: 1000, quantity: 1 };
  it('adds a new line with the quantity asked, kept between 1 and 12', () => {
    expect(addLine([], { ...line, quantity: 3 })).toEqual({ ok: true, items: [{ ...line, quantity: 3 }] });
    expect(addLine([], { ...line, quantity: 30 })).toEqual({ ok: true, items: [{ ...line, quantity: 12 }] });
  });
  it('grows an existing line up to 12, then refuses', () => {
    const added = addLine([{ ...line, quantity: 10 }], { ...line, quantity: 5 });
    expect(added).toEqual({ ok: true, items: [{ ...line, quantity: 12 }] });
    expect(addLine([{ ...line, quantity: 12 }], line)).toEqual({ ok: false, message: MAX_REACHED });
    expect(MAX_REACHED).toBe('Alcanzaste el máximo de 12 unidades de este producto.');
  });
  it('counts the units of each capped category line', () => {
    const capped = { ...line, topeLineaCategoria: { licaCodigo: 9, cantidadTopeCategoria: 6, descripcion: 'x' } };
    expect(lineTotals([{ ...capped, quantity: 2 }, { ...capped, codigo: 6, quantity: 3 }, line])).toEqual({ '9': 5 });
  });
});

describe('whether a product can be bought, and in which cart', () => {
  it('needs stock above 0 and a product still sold; unknown stock counts as stocked', () => {
    expect(inStock({ existencias: 1 })).toBe(true);
    expect(inStock({ existencias: 0 })).toBe(false);
    expect(inStock({})).toBe(true);
    expect(inStock({ existencias: 8, descontinuado: 'S' })).toBe(false);
  });
  it('an oncology product goes to the oncology cart wherever it is added from', () => {
    expect(cartKindOf({ oncologico: true })).toBe(true);
    expect(cartKindOf({}, true)).toBe(true);
    expect(cartKindOf({})).toBe(false);
  });
});

describe('the cart line a product makes', () => {
  const product: Product = {
    codigo: 100001,
    descripcion: 'INSULINA NPH 100 UI',
    slug: 'insulina-nph-100-ui',
    descripcionLarga: null,
    codigoBarra: null,
    precio: 90_000,
    precioSinDescuento: 100_000,
    descuento: 10,
    descuentosFormas: [
      { codigoDescuento: 7, imagen: null, color: null, descripcion: 'Tarjetas', porcentaje: 15, precioConDescuento: 76_500, advertencia: null, productoCodigo: 100001, formaCodigo: 98 },
      { codigoDescuento: 8, imagen: null, color: null, descripcion: 'Sin forma', porcentaje: 5, precioConDescuento: 85_500, advertencia: null, productoCodigo: 100001 },
    ],
    descuentoPorCantidad: null,
    marca: null,
    fabricante: null,
    categoria: null,
    fotoPrincipal: null,
    existencias: 8,
    canonical: null,
    esRefrigerado: true,
    iva: 10,
    regalo: false,
    topeLineaCategoria: null,
  };

  it("keeps the spec's fields of the product: payment-method discounts by method, VAT, the gift option and how it is kept", () => {
    const line = toCartItem(product, 2);
    expect(line).toMatchObject({ codigo: 100001, quantity: 2, precio: 90_000, descuento: 10, stock: 8, iva: 10, regalo: false });
    expect(line.descuentosFormas).toEqual([{ formaCodigo: 98, porcentaje: 15 }]);
    // acondicionado.codigo 1 is a refrigerated product (spec 000 §3)
    expect(line.acondicionado).toEqual({ codigo: REFRIGERATED });
    expect(toCartItem({ ...product, esRefrigerado: false, regalo: true }, 1)).toMatchObject({ acondicionado: { codigo: 0 }, regalo: true });
    expect(v.parse(CartItemSchema, line)).toEqual(line);
  });
});
