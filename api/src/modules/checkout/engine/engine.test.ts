import { formatGs } from '@botica/shared-contracts/format/money';
import { describe, expect, it } from 'vitest';
import { exceededCaps } from './caps.js';
import { calculate, mergeLines } from './calculate.js';
import { hoursUntilWindow, insideDeliveryWindow } from './clock.js';
import { isBranchOpen } from '@botica/shared-contracts/geo/branch-rules';
import { nearbyOpenBranches } from './branches.js';
import { chooseDeliveryType, deliveryOptions, deliverySlots, slotAvailable } from './delivery.js';
import { couponOutcome, giftOutcome } from './discounts.js';
import { priceLine, quantityPromotionDiscount, unitsToNextPromotion } from './pricing.js';
import type { CalculationContext, EngineBranch, EngineProduct } from './types.js';

// Paraguay is UTC-3: 13:00 UTC is 10:00 in Asunción, 00:30 UTC is 21:30 the day before. 2026-11-24 is a Tuesday.
const MORNING = new Date('2026-11-24T13:00:00Z');
const NIGHT = new Date('2026-11-25T00:30:00Z');

const product = (over: Partial<EngineProduct> = {}): EngineProduct => ({
  codigo: 1,
  descripcion: 'Ibuprofeno 400 x 10',
  precio: 10_000,
  descuento: 0,
  categoriaCodigo: 50,
  categoriaDescripcion: 'Analgésicos',
  topeLinea: null,
  codigoControl: 1,
  esRefrigerado: false,
  oncologico: false,
  promo: null,
  formas: [],
  ...over,
});

const week = (desde: string, hasta: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, horaInicioMostrador: desde, horaFinMostrador: hasta, horaInicioDelivery: desde, horaFinDelivery: hasta }));

const branch = (over: Partial<EngineBranch> = {}): EngineBranch => ({
  codigo: 1001,
  numero: 1,
  descripcion: 'PUNTO 1',
  direccion: 'Colón',
  latitud: -25.3,
  longitud: -57.6,
  horarios: week('07:00', '22:00'),
  delivery: true,
  entregaProgramada: true,
  ...over,
});

const costs = { inmediata: 6000, programada: 8000, courrier: 15000, gratisDesde: 0, radioKm: 15 };

function ctx(over: Partial<CalculationContext> = {}): CalculationContext {
  const p = product();
  return {
    now: MORNING,
    lines: [{ codigo: 1, cantidad: 2, esRegalo: false }],
    products: new Map([[1, p]]),
    oncologico: false,
    shipping: 'delivery',
    point: { lat: -25.3, lng: -57.6 },
    placeChosen: true,
    branch: branch(),
    zoneKm: 2,
    stock: new Map([[1, 10]]),
    nearby: [],
    paymentCode: null,
    esTester: false,
    tipoEntrega: 'inmediata',
    slotCodigo: null,
    coupon: null,
    gift: null,
    bolsa: { cantidad: 0, precio: 1000 },
    costs,
    ...over,
  };
}

describe('prices and product discounts', () => {
  it('takes the rounded percentage off the list price', () => {
    const line = priceLine(product({ precio: 12_345, descuento: 15 }), 1, null, false);
    expect(line.precioPantalla).toBe(12_345 - 1852); // 15 % of 12 345 = 1851.75 → 1852
    expect(line.subtotal).toBe(10_493);
  });

  it('multiplies by the quantity', () => {
    expect(priceLine(product({ precio: 3_333, descuento: 10 }), 3, null, false).subtotal).toBe(3 * 3000);
  });
});

describe('quantity promotions', () => {
  const twoForOne = { promocion: '2x1', step: 2, porcentaje: 50 };
  const threeForTwo = { promocion: '3x2', step: 3, porcentaje: 33 };
  const fourForTwo = { promocion: '4x2', step: 4, porcentaje: 50 };

  it('2x1 charges one of every two units, per multiple of the step only', () => {
    expect(quantityPromotionDiscount(10_000, 1, twoForOne)).toBe(0);
    expect(quantityPromotionDiscount(10_000, 2, twoForOne)).toBe(10_000);
    expect(quantityPromotionDiscount(10_000, 3, twoForOne)).toBe(10_000);
    expect(quantityPromotionDiscount(10_000, 4, twoForOne)).toBe(20_000);
  });

  it('3x2 and 4x2 apply to full sets', () => {
    expect(quantityPromotionDiscount(9_000, 2, threeForTwo)).toBe(0);
    expect(quantityPromotionDiscount(9_000, 3, threeForTwo)).toBe(8_910);
    expect(quantityPromotionDiscount(9_000, 7, threeForTwo)).toBe(17_820);
    expect(quantityPromotionDiscount(5_000, 4, fourForTwo)).toBe(10_000);
    expect(quantityPromotionDiscount(5_000, 5, fourForTwo)).toBe(10_000);
  });

  it('tells how many units activate the promotion', () => {
    expect(unitsToNextPromotion(1, threeForTwo)).toBe(2);
    expect(unitsToNextPromotion(3, threeForTwo)).toBe(0);
    const result = calculate(ctx({ products: new Map([[1, product({ promo: threeForTwo })]]) }));
    expect(result.detalles[0]!.faltanParaPromocion).toBe(1);
    expect(result.detalles[0]!.descuentoPromocion).toBe(0);
  });

  it('is applied on the price after the product discount, and the total follows', () => {
    const p = product({ precio: 10_000, descuento: 10, promo: twoForOne });
    const result = calculate(ctx({ products: new Map([[1, p]]), lines: [{ codigo: 1, cantidad: 2, esRegalo: false }] }));
    expect(result.subtotal).toBe(9_000);
    expect(result.total).toBe(9_000 + 6000);
  });
});

describe('payment-method discounts', () => {
  const forma = { id: 77, formaCodigo: 98, descripcion: 'Tarjetas', porcentaje: 10, test: false };
  const testForma = { id: 78, formaCodigo: 130, descripcion: 'QR Blupy (prueba)', porcentaje: 20, test: true };
  const products = new Map([[1, product({ formas: [forma, testForma] })]]);

  it('applies the chosen method discount and reports the total without it', () => {
    const result = calculate(ctx({ products, paymentCode: 98 }));
    expect(result.detalles[0]!.descuentoCodigo).toBe(77);
    expect(result.subtotal).toBe(18_000);
    expect(result.totalSinPromo).toBe(20_000 + 6000);
    expect(result.total).toBe(18_000 + 6000);
  });

  it('lists the totals with each method on offer; test ones only for testers', () => {
    expect(calculate(ctx({ products })).totalesDescuentos).toEqual([{ formaPagoCodigo: 98, descripcion: 'Tarjetas', total: 24_000, ahorro: 2000 }]);
    expect(calculate(ctx({ products, esTester: true })).totalesDescuentos.map((t) => t.formaPagoCodigo)).toEqual([98, 130]);
    expect(calculate(ctx({ products, paymentCode: 130 })).detalles[0]!.descuentoFormaPago).toBe(0);
  });

  it('does not combine with a gift card', () => {
    const result = calculate(ctx({ products, paymentCode: 98, gift: { codigo: 'GIFT', row: { codigo: 'GIFT', saldo: 5000 } } }));
    expect(result.detalles[0]!.descuentoFormaPago).toBe(0);
    expect(result.totalesDescuentos).toEqual([]);
    expect(result.giftMonto).toBe(5000);
    expect(result.total).toBe(20_000 + 6000 - 5000);
  });
});

describe('per-category caps', () => {
  const capped = new Map([
    [1, product({ codigo: 1, topeLinea: 4 })],
    [2, product({ codigo: 2, topeLinea: 4 })],
  ]);
  const lines = [
    { codigo: 1, cantidad: 3, esRegalo: false },
    { codigo: 2, cantidad: 2, esRegalo: false },
  ];

  it('blocks delivery when the lines of a category exceed the cap, with the spec message', () => {
    const [cap] = exceededCaps(lines, capped, 'delivery');
    expect(cap!.mensaje).toBe('La cantidad total de productos en la línea Analgésicos supera el tope permitido. Cantidad total: 5, Tope permitido: 4');
    const result = calculate(ctx({ products: capped, lines, stock: new Map([[1, 9], [2, 9]]) }));
    expect(result.bloqueos).toContain(cap!.mensaje);
    // Each line tells its cap and the category line that shares it (the counters stop there).
    expect(result.detalles.map((d) => [d.tope, d.licaCodigo])).toEqual([
      [4, capped.get(1)!.categoriaCodigo],
      [4, capped.get(2)!.categoriaCodigo],
    ]);
  });

  it('does not apply to pickup, nor under the cap', () => {
    expect(exceededCaps(lines, capped, 'pickup')).toEqual([]);
    expect(exceededCaps([{ codigo: 1, cantidad: 4, esRegalo: false }], capped, 'delivery')).toEqual([]);
    const result = calculate(ctx({ products: capped, lines, shipping: 'pickup', stock: new Map([[1, 9], [2, 9]]) }));
    expect(result.topes).toEqual([]);
    expect(result.bloqueos).toEqual([]);
  });
});

describe('stock and nearby branches', () => {
  const far = (codigo: number, lat: number, open = true) => ({
    branch: branch({ codigo, numero: codigo, latitud: lat, horarios: open ? week('07:00', '22:00') : week('23:00', '23:30') }),
    stock: new Map([[1, codigo % 5]]),
  });

  it('marks lines without enough stock and offers the 4 nearest open branches', () => {
    const nearby = [far(2001, -25.31), far(2002, -25.35), far(2003, -25.32, false), far(2004, -25.40), far(2005, -25.5), far(2006, -25.33)];
    const result = calculate(ctx({ shipping: 'pickup', stock: new Map([[1, 1]]), nearby }));
    expect(result.detallesSinStock).toEqual([{ productoCodigo: 1, descripcion: 'Ibuprofeno 400 x 10', cantidad: 2, existencia: 1, observacion: 'STOCK INSUFICIENTE' }]);
    expect(result.detalles[0]!.observacion).toBe('STOCK INSUFICIENTE');
    expect(result.bloqueos).toContain('Algunos productos se encuentran sin stock en la sucursal...');
    expect(result.sucursalesCercanas.map((b) => b.codigo)).toEqual([2001, 2006, 2002, 2004]);
    expect(result.sucursalesCercanas.every((b) => b.abierta === 'S')).toBe(true);
    expect(result.sucursalesCercanas[0]!.existencias).toEqual([{ productoCodigo: 1, existencia: 1 }]);
    const distances = result.sucursalesCercanas.map((b) => b.DISTANCIA_KM);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it('uses the zone message for delivery', () => {
    expect(calculate(ctx({ stock: new Map() })).bloqueos).toContain('Los productos marcados no se encuentran disponibles en la zona de ubicación.');
  });

  it('knows when a branch is open in Paraguay time', () => {
    expect(isBranchOpen(branch({ horarios: week('07:00', '21:00') }).horarios, MORNING)).toBe(true);
    expect(isBranchOpen(branch({ horarios: week('07:00', '21:00') }).horarios, NIGHT)).toBe(false);
    expect(isBranchOpen(branch({ horarios: week('00:00', '00:00') }).horarios, NIGHT)).toBe(true);
    expect(isBranchOpen(branch({ horarios: [] }).horarios, MORNING)).toBe(false);
    expect(nearbyOpenBranches({ lat: -25.3, lng: -57.6 }, [far(2001, -25.31)], [1], NIGHT, null)).toHaveLength(1);
  });
});

describe('coupon and gift card', () => {
  const unlimited = { usos_maximos: null, usos_por_cliente: null, usados: 0, usados_cliente: 0 };
  const pct = { codigo: 'BIENVENIDA10', descripcion: 'Bienvenida', porcentaje: 10, monto: null, minimo_compra: 0, ...unlimited };
  const fixed = { codigo: 'MENOS5000', descripcion: 'Cinco mil menos', porcentaje: null, monto: 5000, minimo_compra: 50_000, ...unlimited };

  it('a valid coupon takes its part off the subtotal', () => {
    expect(couponOutcome('BIENVENIDA10', pct, 20_000)).toMatchObject({ valido: true, descuento: 2000 });
    const result = calculate(ctx({ coupon: { codigo: 'BIENVENIDA10', row: pct } }));
    expect(result.total).toBe(20_000 - 2000 + 6000);
    expect(result.cupon).toMatchObject({ valido: true, descuento: 2000 });
  });

  it('an unknown, expired or below-minimum coupon takes nothing off', () => {
    expect(couponOutcome('NOPE', null, 20_000)).toMatchObject({ valido: false, descuento: 0, mensaje: 'El cupón no existe o ya no está vigente.' });
    expect(couponOutcome('MENOS5000', fixed, 20_000)).toMatchObject({ valido: false, mensaje: `El cupón es válido en compras desde ${formatGs(50_000)}.` });
    expect(couponOutcome('MENOS5000', fixed, 60_000)).toMatchObject({ valido: true, descuento: 5000 });
  });

  it('a coupon past its uses per customer or in all takes nothing off, with its message', () => {
    const once = { ...pct, usos_por_cliente: 1 };
    expect(couponOutcome('BIENVENIDA10', { ...once, usados_cliente: 0 }, 20_000)).toMatchObject({ valido: true, descuento: 2000 });
    expect(couponOutcome('BIENVENIDA10', { ...once, usados_cliente: 1 }, 20_000)).toMatchObject({ valido: false, descuento: 0, mensaje: 'Este cupón ya fue utilizado' });
    const three = { ...pct, usos_maximos: 3 };
    expect(couponOutcome('BIENVENIDA10', { ...three, usados: 2 }, 20_000)).toMatchObject({ valido: true });
    expect(couponOutcome('BIENVENIDA10', { ...three, usados: 3 }, 20_000)).toMatchObject({ valido: false, mensaje: 'Este cupón ya no está disponible' });
    // Other customers' uses do not count against a per-customer limit.
    expect(couponOutcome('BIENVENIDA10', { ...once, usados: 40 }, 20_000)).toMatchObject({ valido: true });
  });

  it('a gift card applies only with a positive balance not above the total', () => {
    expect(giftOutcome('G', { codigo: 'G', saldo: 0 }, 10_000).mensaje).toBe('El monto de la GiftCard es 0');
    expect(giftOutcome('G', { codigo: 'G', saldo: 20_000 }, 10_000).mensaje).toBe('El monto de la GiftCard es mayor a tu pedido');
    expect(giftOutcome('G', null, 10_000)).toMatchObject({ valido: false });
    const result = calculate(ctx({ gift: { codigo: 'G', row: { codigo: 'G', saldo: 50_000 } } }));
    expect(result.giftMonto).toBe(0);
    expect(result.gift?.mensaje).toBe('El monto de la GiftCard es mayor a tu pedido');
    expect(result.total).toBe(26_000);
  });
});

describe('bag, delivery cost and delivery types', () => {
  it('adds the bags to the total', () => {
    const result = calculate(ctx({ bolsa: { cantidad: 2, precio: 1000 } }));
    expect(result.bolsa).toEqual({ cantidad: 2, precio: 1000, total: 2000 });
    expect(result.total).toBe(20_000 + 6000 + 2000);
  });

  it('inmediata costs Gs. 6.000 by default and is chosen by default', () => {
    const result = calculate(ctx());
    expect(result.tipoEntrega).toBe('inmediata');
    expect(result.delivery).toBe(6000);
    expect(result.tiposDeEntrega.map((t) => [t.tipo, t.costo, t.disponible])).toEqual([
      ['inmediata', 6000, true],
      ['programada', 8000, true],
      ['courrier', 15000, true],
    ]);
    expect(result.tiposDeEntrega[0]!.tiempoEntrega).toBe(0);
  });

  it('pickup has no delivery cost nor types', () => {
    const result = calculate(ctx({ shipping: 'pickup' }));
    expect(result.delivery).toBe(0);
    expect(result.tiposDeEntrega).toEqual([]);
    expect(result.total).toBe(20_000);
  });

  it('an address out of the zone gets courier only, and an unavailable type falls back to the first one offered', () => {
    const options = deliveryOptions(branch(), 40, 10_000, costs, MORNING);
    expect(options.filter((o) => o.disponible).map((o) => o.tipo)).toEqual(['courrier']);
    expect(options[0]!.mensaje).toBe('Sin delivery momentáneamente. Tiene la opción de retiro por sucursal.');
    expect(chooseDeliveryType('inmediata', options)).toBe('courrier');
    expect(chooseDeliveryType('inmediata', options.map((o) => ({ ...o, disponible: false })))).toBeNull();
    expect(calculate(ctx({ branch: null, zoneKm: null })).bloqueos).toContain('No hay tipos de envío disponibles');
  });

  it('a branch without scheduled deliveries does not offer programada', () => {
    const result = calculate(ctx({ branch: branch({ entregaProgramada: false }), tipoEntrega: 'programada' }));
    expect(result.tipoEntrega).toBe('inmediata');
  });

  it('free home delivery from the threshold', () => {
    expect(deliveryOptions(branch(), 1, 200_000, { ...costs, gratisDesde: 150_000 }, MORNING)[0]!.costo).toBe(0);
  });

  it('programada needs a slot still available', () => {
    expect(calculate(ctx({ tipoEntrega: 'programada' })).bloqueos).toContain('Seleccione un horario de entrega.');
    expect(calculate(ctx({ tipoEntrega: 'programada', slotCodigo: '2026-11-24-M' })).bloqueos).toContain('El horario de entrega elegido ya no está disponible.');
    expect(calculate(ctx({ tipoEntrega: 'programada', slotCodigo: '2026-11-24-T' })).bloqueos).toEqual([]);
  });
});

describe('the 08:00–21:00 window', () => {
  it('is open from 08:00 to before 21:00, Paraguay time', () => {
    expect(insideDeliveryWindow(MORNING)).toBe(true);
    expect(insideDeliveryWindow(NIGHT)).toBe(false);
    expect(insideDeliveryWindow(new Date('2026-11-24T11:00:00Z'))).toBe(true); // 08:00
    expect(insideDeliveryWindow(new Date('2026-11-24T10:59:00Z'))).toBe(false); // 07:59
    expect(insideDeliveryWindow(new Date('2026-11-25T00:00:00Z'))).toBe(false); // 21:00
  });

  it('after 21:00 inmediata goes the next morning and the day\'s slots are gone', () => {
    const result = calculate(ctx({ now: NIGHT }));
    expect(result.horarioEntrega).toEqual({ desde: '08:00', hasta: '21:00', abierto: false });
    expect(result.tiposDeEntrega[0]!.tiempoEntrega).toBe(hoursUntilWindow(NIGHT));
    expect(hoursUntilWindow(NIGHT)).toBe(11);
    const [today, tomorrow] = deliverySlots(NIGHT);
    expect(today!.fecha).toBe('2026-11-24');
    expect([today!.manhana.disponible, today!.tarde.disponible, today!.noche.disponible]).toEqual([false, false, false]);
    expect(tomorrow!.manhana).toEqual({ codigo: '2026-11-25-M', horario: '08:00 a 12:00', disponible: true });
    expect(slotAvailable('2026-11-25-N', NIGHT)).toBe(true);
  });
});

describe('lines', () => {
  it('merges repeated products', () => {
    expect(mergeLines([{ codigo: 1, cantidad: 2, esRegalo: false }, { codigo: 1, cantidad: 3, esRegalo: true }])).toEqual([{ codigo: 1, cantidad: 5, esRegalo: false }]);
  });

  it('asks for an address or branch before it can be placed', () => {
    expect(calculate(ctx({ placeChosen: false, branch: null })).bloqueos).toEqual(['Seleccione una dirección de envío.']);
    expect(calculate(ctx({ placeChosen: false, branch: null, shipping: 'pickup' })).bloqueos).toEqual(['Seleccione una sucursal de retiro de pedido.']);
  });
});
