import { describe, expect, it } from 'vitest';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { emptyCart, type StoredCart } from './cart.model';
import {
  calculationRequest,
  chooseAddress,
  chooseDeliveryType,
  chooseOffice,
  chooseSlot,
  contactOptions,
  formatContactInput,
  hasLocation,
  setContact,
  finishEnabled,
  missingChoices,
  orderPayload,
  withPricing,
  paymentPhoneError,
  setPaymentPhone,
  setBag,
  setShippingType,
} from './checkout.logic';

const withItems = (over: Partial<StoredCart> = {}): StoredCart => ({
  ...emptyCart(),
  items: [
    { codigo: 5, descripcion: 'Ibuprofeno 400 mg', precio: 9000, quantity: 2 },
    { codigo: 6, descripcion: 'Bolsa ecológica', precio: 1000, quantity: 1 },
  ],
  ...over,
});

const calc = (over: Partial<Calculation> = {}) =>
  ({ subtotal: 18_000, total: 24_000, bloqueos: [], detallesSinStock: [], ...over }) as Calculation;

describe('checkout actions', () => {
  it('delivery clears the branch and pickup clears the address; a branch means pickup', () => {
    const picked = chooseOffice(withItems({ address: { codigo: 4 } }), { label: 'PUNTO 3', value: 3 });
    expect(picked).toMatchObject({ delivery: false, address: null, office: { value: 3 } });
    const home = chooseAddress(picked, { codigo: 4 });
    expect(home).toMatchObject({ delivery: true, office: null, address: { codigo: 4 } });
    expect(setShippingType(home, 2)).toMatchObject({ delivery: false, address: null, entrega: { tipo: 2 } });
    expect(setShippingType(picked, 1)).toMatchObject({ delivery: true, office: null, entrega: { tipo: 1 } });
  });

  it('a delivery type resets the delivery info (tipo 2 for programada) and keeps the contact', () => {
    const cart = withItems({ entrega: { tipo: 1, horario: { codigo: '2026-11-25-M', horario: '08:00 - 12:00', fecha: '2026-11-25' }, fecha: '2026-11-25', contacto: '0981-123456' } });
    expect(chooseDeliveryType(cart, 'programada').entrega).toEqual({ tipo: 2, horario: null, fecha: null, contacto: '0981-123456' });
    expect(chooseDeliveryType(cart, 'courrier')).toMatchObject({ tipoEntrega: 'courrier', entrega: { tipo: 1, horario: null } });
    const slot = chooseSlot(cart, { codigo: '2026-11-26-T', horario: '12:00 - 17:00', fecha: '2026-11-26' });
    expect(slot).toMatchObject({ tipoEntrega: 'programada', entrega: { tipo: 2, fecha: '2026-11-26', horario: { codigo: '2026-11-26-T' } } });
  });

  it('bags: 0 to 20, priced per unit', () => {
    expect(setBag(withItems(), 3, 1000).bolsa).toEqual({ cantidad: 3, total: 3000 });
    expect(setBag(withItems(), -1, 1000).bolsa).toEqual({ cantidad: 0, total: 0 });
  });
});

describe('what the checkout sends', () => {
  it('the calculation gets codes and quantities only, and the place of the shipping type', () => {
    const body = calculationRequest(withItems({ address: { codigo: 4 }, paymentMethod: { code: 1, name: 'efectivo' }, bolsa: { cantidad: 1, total: 1000 } }));
    expect(body).toMatchObject({ delivery: true, address: { codigo: 4 }, office: null, paymentMethod: { code: 1 }, tipoEntrega: 'inmediata', bolsa: { cantidad: 1 } });
    expect(body.items).toEqual([{ codigo: 5, cantidad: 2 }, { codigo: 6, cantidad: 1 }]);
    expect(JSON.stringify(body)).not.toContain('precio');
  });

  it('the order leaves bag products out and carries the attempt key', () => {
    const payload = orderPayload(withItems({ delivery: false, office: { label: 'PUNTO 3', value: 3 }, paymentMethod: { code: 1, name: 'efectivo' } }), 'k-1');
    expect(payload).toMatchObject({ direccionCodigo: '', sucursalCodigo: 3, formaPagoCodigo: 1, idempotencyKey: 'k-1', entrega: { tipo: 2 } });
    expect(payload.detalles).toEqual([{ productoCodigo: 5, cantidad: 2, esRegalo: false, porcentajeDescuento: 0, regalo: false, topeLinea: null, stock: null }]);
  });

  it("spec 000 §7: the order form says whether it is a single payment and carries the cart's card number and what each line showed", () => {
    const items = [
      { codigo: 5, descripcion: 'Ibuprofeno 400 mg', precio: 9000, quantity: 2, descuento: 10, regalo: true, stock: 40, topeLineaCategoria: { licaCodigo: 7, cantidadTopeCategoria: 6, descripcion: 'Analgésicos' } },
      { codigo: 8, descripcion: 'Jarabe', precio: 30000, quantity: 1, regalo: false },
    ];
    const single = orderPayload(withItems({ items, address: { codigo: 4 }, paymentMethod: { code: 97, name: 'pago_unico' } }), 'k');
    expect(single.singleBuy).toBe(true);
    expect(single.numeroTarjeta).toBe('XXXX-XXXX-XXXX-XXXX');
    // before a calculation: what the cart kept of each product
    expect(single.detalles).toEqual([
      { productoCodigo: 5, cantidad: 2, esRegalo: false, porcentajeDescuento: 10, regalo: true, topeLinea: 6, stock: 40 },
      { productoCodigo: 8, cantidad: 1, esRegalo: false, porcentajeDescuento: 0, regalo: false, topeLinea: null, stock: null },
    ]);
    // with the calculation the order is placed on: the engine's discount, cap and stock of each line
    const priced = calc({
      detalles: [
        { productoCodigo: 5, porcentajeDescuento: 15, tope: 4, stock: 12 },
        { productoCodigo: 8, porcentajeDescuento: 5, tope: null, stock: 3 },
      ] as Calculation['detalles'],
    });
    expect(orderPayload(withItems({ items, paymentMethod: { code: 97, name: 'pago_unico' } }), 'k', priced).detalles).toEqual([
      { productoCodigo: 5, cantidad: 2, esRegalo: false, porcentajeDescuento: 15, regalo: true, topeLinea: 4, stock: 12 },
      { productoCodigo: 8, cantidad: 1, esRegalo: false, porcentajeDescuento: 5, regalo: false, topeLinea: null, stock: 3 },
    ]);
    // cash, or another online method, is not the single payment
    expect(orderPayload(withItems({ paymentMethod: { code: 1, name: 'efectivo' } }), 'k').singleBuy).toBe(false);
    expect(orderPayload(withItems({ paymentMethod: { code: 97, name: 'zimple' } }), 'k').singleBuy).toBe(false);
  });

  it('spec 000 §3: each line keeps the payment-method discount and the cap its calculation applied, and nothing changes when they are the same', () => {
    const items = [
      { codigo: 5, descripcion: 'Ibuprofeno 400 mg', precio: 9000, quantity: 2, descuentosFormas: [{ formaCodigo: 98, porcentaje: 15 }, { formaCodigo: 130, porcentaje: 40 }] },
      { codigo: 8, descripcion: 'Jarabe', precio: 30000, quantity: 1 },
    ];
    const cards = withItems({ items, paymentMethod: { code: 98, name: 'credito_debito' } });
    const priced = calc({
      detalles: [
        { productoCodigo: 5, descuentoCodigo: 7, descuentoFormaPago: 2700, tope: 6 },
        { productoCodigo: 8, descuentoCodigo: null, descuentoFormaPago: 0, tope: null },
      ] as Calculation['detalles'],
    });
    const kept = withPricing(cards, priced);
    expect(kept.items.map((i) => [i.descuentoForma, i.descuentoCodigo, i.topeProductoSGE])).toEqual([
      [15, 7, 6],
      [null, null, null],
    ]);
    expect(withPricing(kept, priced)).toBe(kept);
    // cash: no payment-method discount applies any more
    const cash = withPricing({ ...kept, paymentMethod: { code: 1, name: 'efectivo' } }, calc({ detalles: [{ productoCodigo: 5, descuentoCodigo: null, descuentoFormaPago: 0, tope: 6 }] as Calculation['detalles'] }));
    expect(cash.items[0]).toMatchObject({ descuentoForma: null, descuentoCodigo: null, topeProductoSGE: 6 });
  });

  it('spec 000 §5: address or branch and a payment method are required', () => {
    expect(missingChoices(withItems())).toEqual(['Seleccione una dirección de envío.', 'Verifique si esta seleccionado el metodo de pago.']);
    expect(missingChoices(withItems({ delivery: false }))).toEqual(['Seleccione una sucursal de retiro de pedido.', 'Verifique si esta seleccionado el metodo de pago.']);
  });

  it('the finish button waits for the calculation and stops on a zero total, stock problems or a blocking flag', () => {
    const cart = withItems({ paymentMethod: { code: 1, name: 'efectivo' } });
    expect(finishEnabled(cart, calc(), false)).toBe(true);
    expect(finishEnabled(cart, calc(), true)).toBe(false);
    expect(finishEnabled(cart, undefined, false)).toBe(false);
    expect(finishEnabled(cart, calc({ total: 0 }), false)).toBe(false);
    expect(finishEnabled(cart, calc({ bloqueos: ['Tope'] }), false)).toBe(false);
    expect(finishEnabled(cart, calc({ detallesSinStock: [{ productoCodigo: 5, descripcion: 'x', cantidad: 2, existencia: 0, observacion: 'STOCK INSUFICIENTE' }] }), false)).toBe(false);
  });

  it('spec 000 §5: a wallet asks for its mobile number, which the order carries as telefonoZimple', () => {
    const zimple = withItems({ address: { codigo: 1 }, paymentMethod: { code: 97, name: 'zimple' } });
    expect(paymentPhoneError(zimple)).toBe('Celular es requerido');
    expect(missingChoices(zimple)).toEqual(['Celular es requerido']);
    expect(paymentPhoneError(setPaymentPhone(zimple, '0951123456'))).toBe('Formato incorrecto.');
    const typed = setPaymentPhone(zimple, '0981-123 456');
    expect(paymentPhoneError(typed)).toBeNull();
    expect(orderPayload(typed, 'k').telefonoZimple).toBe('0981123456');
    // cash needs no number, and sends none
    const cash = withItems({ address: { codigo: 1 }, paymentMethod: { code: 1, name: 'efectivo', telefono: '0981123456' } });
    expect(paymentPhoneError(cash)).toBeNull();
    expect(orderPayload(cash, 'k').telefonoZimple).toBeUndefined();
  });

  it('with delivery the finish button waits for a payment method; a pickup without one may press it to learn why', () => {
    expect(finishEnabled(withItems({ delivery: true, paymentMethod: null }), calc(), false)).toBe(false);
    expect(finishEnabled(withItems({ delivery: false, office: { label: 'PUNTO 3', value: 3 }, paymentMethod: null }), calc(), false)).toBe(true);
  });
});

describe('contact number and location', () => {
  it('offers the customer\'s mobiles once each, masks another number and keeps it across delivery types', () => {
    expect(contactOptions({ celular1: ' 0981123456 ', celular2: '0981123456' })).toEqual(['0981123456']);
    expect(contactOptions({ celular1: null, celular2: '' })).toEqual([]);
    expect(contactOptions(null)).toEqual([]);
    expect(formatContactInput('0981')).toBe('0981');
    expect(formatContactInput('(0981) 123-456 789')).toBe('0981-123456');
    const cart = setContact(emptyCart(), '0981-123456');
    expect(chooseDeliveryType(cart, 'programada').entrega.contacto).toBe('0981-123456');
    expect(setContact(cart, '  ').entrega.contacto).toBeNull();
  });

  it('an address needs both coordinates', () => {
    expect(hasLocation({ latitud: -25.3, longitud: -57.6 })).toBe(true);
    expect(hasLocation({ latitud: null, longitud: -57.6 })).toBe(false);
    expect(hasLocation({})).toBe(false);
  });
});
