import { formatGs } from '@botica/shared-contracts/format/money';
import { CalculationResponseSchema, OrderCreatedResponseSchema, OrderResponseSchema } from '@botica/shared-contracts/checkout/responses';
import { applyPercentOff } from '../src/modules/catalog/pricing/pricing.js';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm, ordersWith, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let tester: Awaited<ReturnType<typeof loginAs>>;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp();
  [cliente, tester] = await Promise.all([loginAs(app, 'cliente@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
});
afterAll(async () => app?.close());

const calc = (body: unknown, headers: Record<string, string> = cliente) =>
  app.inject({ method: 'POST', url: '/api/peticiones/calcular/web', headers: { ...APP_AUTH, ...headers }, payload: body as object });
const order = (form: string, headers: Record<string, string> = cliente) =>
  app.inject({ method: 'POST', url: '/api/peticiones/web', headers: { ...headers, ...FORM }, payload: form });
const clienteAddress = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/direcciones', headers: cliente });
  return res.json().results[0] as { codigo: number; sucursal: number | null };
};

describe('calculation', () => {
  it('prices from the catalogue, never from the client', async () => {
    const p = await plainProduct(app);
    await setStock(app, p.codigo, BRANCH, 50);
    const res = await calc({ items: [{ codigo: p.codigo, quantity: 2, precio: 1, descripcion: 'x' }], delivery: false, office: { value: BRANCH } });
    expect(res.statusCode).toBe(200);
    const { result } = v.parse(CalculationResponseSchema, res.json());
    expect(result.detalles[0]!.precioPantalla).toBe(applyPercentOff(p.precio, p.descuento));
    expect(result.subtotal).toBe(2 * applyPercentOff(p.precio, p.descuento));
    expect(result.total).toBe(result.subtotal);
    expect(result.delivery).toBe(0);
    expect(result.bloqueos).toEqual([]);
  });

  it('charges a 3x2 promotion per full set of three', async () => {
    const promo = await app.db
      .selectFrom('quantity_promotions as qp')
      .innerJoin('products as p', 'p.codigo', 'qp.producto_codigo')
      .select(['p.codigo', 'p.precio', 'p.descuento', 'qp.porcentaje'])
      .where('qp.promocion', '=', '3x2')
      .where('qp.porcentaje', 'is not', null)
      .where('p.oncologico', '=', false)
      .where('p.tope_linea', 'is', null)
      .orderBy('p.codigo')
      .executeTakeFirstOrThrow();
    await setStock(app, promo.codigo, BRANCH, 50);
    const porcentaje = promo.porcentaje!;
    const unit = applyPercentOff(promo.precio, promo.descuento);
    const three = (await calc({ items: [{ codigo: promo.codigo, quantity: 3 }], delivery: false, office: { value: BRANCH } })).json().result;
    expect(three.detalles[0].descuentoPromocion).toBe(Math.round((3 * unit * porcentaje) / 100));
    expect(three.subtotal).toBe(3 * unit - Math.round((3 * unit * porcentaje) / 100));
    const four = (await calc({ items: [{ codigo: promo.codigo, quantity: 4 }], delivery: false, office: { value: BRANCH } })).json().result;
    expect(four.subtotal).toBe(4 * unit - Math.round((3 * unit * porcentaje) / 100));
    expect(four.detalles[0].faltanParaPromocion).toBe(2);
  });

  it('delivery to an address: inmediata Gs. 6.000 by default and the types on offer', async () => {
    const p = await plainProduct(app);
    const address = await clienteAddress();
    expect(address.sucursal).not.toBeNull();
    await setStock(app, p.codigo, address.sucursal!, 50);
    const { result } = (await calc({ items: [{ codigo: p.codigo, quantity: 1 }], address: { codigo: address.codigo } })).json();
    expect(result.sucursalCodigo).toBe(address.sucursal);
    expect(result.tiposDeEntrega.map((t: { tipo: string }) => t.tipo)).toEqual(['inmediata', 'programada', 'courrier']);
    expect(result.tipoEntrega).toBe('inmediata');
    expect(result.delivery).toBe(6000);
    expect(result.total).toBe(result.subtotal + 6000);
  });

  it('a category cap blocks delivery but not pickup', async () => {
    const capped = await app.db
      .selectFrom('products')
      .select(['codigo', 'tope_linea'])
      .where('tope_linea', 'is not', null)
      .where('oncologico', '=', false)
      .where('descontinuado', '=', false)
      .orderBy('codigo')
      .executeTakeFirstOrThrow();
    const address = await clienteAddress();
    await setStock(app, capped.codigo, address.sucursal!, 50);
    await setStock(app, capped.codigo, BRANCH, 50);
    const qty = capped.tope_linea! + 1;
    const delivery = (await calc({ items: [{ codigo: capped.codigo, quantity: qty }], address: { codigo: address.codigo } })).json().result;
    expect(delivery.topes).toHaveLength(1);
    expect(delivery.bloqueos[0]).toMatch(/supera el tope permitido\. Cantidad total: \d+, Tope permitido: \d+$/);
    const blocked = await order(orderForm({ detalles: [{ productoCodigo: capped.codigo, cantidad: qty }], direccionCodigo: address.codigo }));
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors[0].msg).toBe(delivery.bloqueos[0]);
    const pickup = await order(orderForm({ detalles: [{ productoCodigo: capped.codigo, cantidad: qty }], sucursalCodigo: BRANCH }));
    expect(pickup.statusCode).toBe(200);
  });

  it('lines without stock, with the nearest open branches (at most 4, nearest first)', async () => {
    const p = await plainProduct(app);
    await setStock(app, p.codigo, BRANCH, 0);
    const { result } = (await calc({ items: [{ codigo: p.codigo, quantity: 1 }], delivery: false, office: { value: BRANCH } })).json();
    expect(result.detallesSinStock).toEqual([expect.objectContaining({ productoCodigo: p.codigo, existencia: 0, observacion: 'STOCK INSUFICIENTE' })]);
    expect(result.bloqueos).toContain('Algunos productos se encuentran sin stock en la sucursal...');
    expect(result.sucursalesCercanas.length).toBeLessThanOrEqual(4);
    const km = result.sucursalesCercanas.map((b: { DISTANCIA_KM: number }) => b.DISTANCIA_KM);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(result.sucursalesCercanas.every((b: { abierta: string; codigo: number }) => b.abierta === 'S' && b.codigo !== BRANCH)).toBe(true);
  });

  it('coupon and gift card answers', async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 50);
    const base = { items: [{ codigo: p.codigo, quantity: 2 }], delivery: false, office: { value: BRANCH } };
    const withCoupon = (await calc({ ...base, cuponCodigo: 'demo10' })).json().result;
    expect(withCoupon.cupon).toMatchObject({ valido: true, descuento: Math.round(withCoupon.subtotal / 10) });
    expect(withCoupon.total).toBe(withCoupon.subtotal - withCoupon.cupon.descuento);
    expect((await calc({ ...base, cuponCodigo: 'CUPONVENCIDO' })).json().result.cupon).toMatchObject({ valido: false, mensaje: 'El cupón no existe o ya no está vigente.' });
    expect((await calc({ ...base, giftCodigo: 'GC-DEMO-500000' })).json().result.gift.mensaje).toBe('El monto de la GiftCard es mayor a tu pedido');
    expect((await calc({ ...base, giftCodigo: 'GC-DEMO-VACIA' })).json().result.gift.mensaje).toBe('El monto de la GiftCard es 0');
  });

  it('rejects bad carts in Spanish', async () => {
    const p = await plainProduct(app);
    const tooMany = await calc({ items: [{ codigo: p.codigo, quantity: 13 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].msg).toBe('La cantidad debe estar entre 1 y 12.');
    const unknown = await calc({ items: [{ codigo: 999_999_999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    const oncologico = await app.db.selectFrom('products').select(['codigo']).where('oncologico', '=', true).executeTakeFirstOrThrow();
    expect(unknown.json().errors[0]).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', param: 'items', value: 999_999_999 });
    // the error names the line, so the cart can offer removing it
    expect((await calc({ items: [{ codigo: oncologico.codigo, quantity: 1 }] })).json().errors[0]).toMatchObject({
      code: 'WRONG_CART',
      msg: expect.stringMatching(/se compra en el carrito oncológico\.$/),
      value: oncologico.codigo,
    });
    const onco = await app.inject({
      method: 'POST',
      url: '/api/peticiones/calcular/web-oncologicos',
      headers: { ...APP_AUTH, ...cliente },
      payload: { items: [{ codigo: oncologico.codigo, quantity: 1 }], delivery: false },
    });
    expect(onco.statusCode).toBe(200);
  });
});

describe('placing an order', () => {
  it('pickup paying cash: answers tokenPeticion and codigo, takes the stock and the order is the owner\'s only', async () => {
    const p = await plainProduct(app);
    await setStock(app, p.codigo, BRANCH, 10);
    const before = await ordersWith(app, p.codigo);
    const res = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 3 }], sucursalCodigo: BRANCH, observacion: 'Retiro a la tarde' }));
    expect(res.statusCode).toBe(200);
    const placed = v.parse(OrderCreatedResponseSchema, res.json());
    expect(placed.repetido).toBe(false);
    expect(placed.tokenPeticion.length).toBeGreaterThan(10);
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(7);
    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 1, units: before.units + 3 });

    const mine = await app.inject({ method: 'GET', url: `/api/peticiones/${placed.codigo}`, headers: cliente });
    expect(mine.statusCode).toBe(200);
    const detail = v.parse(OrderResponseSchema, mine.json()).result;
    expect(detail.total).toBe(3 * applyPercentOff(p.precio, p.descuento));
    expect(detail.pedido.sucursal?.codigo).toBe(BRANCH);
    expect(detail.formaPago.descripcion).toBe('Efectivo');
    expect(detail.detalles).toEqual([expect.objectContaining({ cantidad: 3, esRegalo: false, producto: expect.objectContaining({ codigo: p.codigo }) })]);
    expect(detail.observacion).toBe('Retiro a la tarde');

    const other = await app.inject({ method: 'GET', url: `/api/peticiones/${placed.codigo}`, headers: tester });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].msg).toBe('El pedido no existe.');
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/${placed.codigo}` })).statusCode).toBe(401);
  });

  it('needs a session, the app authorisation, accepted terms and a payment method', async () => {
    const p = await plainProduct(app);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH });
    expect((await order(form, { authorization: APP_AUTH.authorization })).statusCode).toBe(401);
    expect((await order(form, { cookie: cliente.cookie })).json().errors[0].code).toBe('APP_UNAUTHORIZED');
    const nuevo = await loginAs(app, 'nuevo@farmacia.test');
    expect((await order(form, nuevo)).statusCode).toBe(403);
    const noPayment = await order(form.replace('formaPagoCodigo=1', 'formaPagoCodigo=55'));
    expect(noPayment.statusCode).toBe(422);
    expect(noPayment.json().errors[0].msg).toBe('Verifique si esta seleccionado el metodo de pago.');
    const noBranch = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }] }));
    expect(noBranch.json().errors[0].msg).toBe('Seleccione una sucursal de retiro de pedido.');
  });

  it('applies a coupon and spends a gift card, once', async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 50);
    const unit = applyPercentOff(p.precio, p.descuento);
    const cantidad = Math.min(12, Math.ceil(25_000 / unit));
    const res = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad }], sucursalCodigo: BRANCH, giftCodigo: 'GC-DEMO-20000', cuponCodigo: 'DEMO10' }));
    expect(res.statusCode).toBe(200);
    const subtotal = unit * cantidad;
    expect(res.json().total).toBe(subtotal - Math.round(subtotal / 10) - 20_000);
    const check = await app.inject({ method: 'GET', url: '/api/giftcard/controlar/gc-demo-20000', headers: cliente });
    expect(check.json().result).toEqual({ valido: false, saldo: 0, mensaje: 'El monto de la GiftCard es 0' });
    const again = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, giftCodigo: 'GC-DEMO-20000' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].msg).toBe('El monto de la GiftCard es 0');
  });

  it('the same submission twice makes one order (in a row and at once)', async () => {
    const p = await plainProduct(app);
    await setStock(app, p.codigo, BRANCH, 20);
    const before = await ordersWith(app, p.codigo);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, observacion: 'doble clic' });
    const first = (await order(form)).json();
    const retry = (await order(form)).json();
    expect(retry).toMatchObject({ codigo: first.codigo, tokenPeticion: first.tokenPeticion, repetido: true });

    const keyed = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 2 }], sucursalCodigo: BRANCH, idempotencyKey: 'intento-42' });
    const burst = await Promise.all([order(keyed), order(keyed), order(keyed)]);
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(burst.map((r) => r.json().codigo)).size).toBe(1);
    expect(burst.filter((r) => r.json().repetido === false)).toHaveLength(1);

    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 2, units: before.units + 3 });
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(17);
  });

  it('two customers racing for the last unit: one order, the other gets the stock message', async () => {
    const p = await plainProduct(app, [], 1000);
    await setStock(app, p.codigo, BRANCH, 1);
    const before = await ordersWith(app, p.codigo);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH });
    const [a, b] = await Promise.all([order(form, cliente), order(form, tester)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors[0]).toMatchObject({ msg: 'Algunos productos se encuentran sin stock en la sucursal...', code: 'OUT_OF_STOCK' });
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(0);
    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 1, units: before.units + 1 });
  });

  it('many customers racing for a few units never oversell', async () => {
    const p = await plainProduct(app, [], 2000);
    await setStock(app, p.codigo, BRANCH, 5);
    const before = await ordersWith(app, p.codigo);
    const people = await Promise.all(
      ['cliente', 'tester', 'funcionario', 'empresa', 'contador'].map((u) => loginAs(app, `${u}@farmacia.test`)),
    );
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 2 }], sucursalCodigo: BRANCH });
    const answers = await Promise.all(people.map((h) => order(form, h)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(1);
    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 2, units: before.units + 4 });
  });

  it('delivery to the customer\'s address, and the saved cart is closed by the order', async () => {
    const p = await plainProduct(app);
    const address = await clienteAddress();
    await setStock(app, p.codigo, address.sucursal!, 5);
    const saved = await app.inject({ method: 'POST', url: '/api/cart/create', headers: cliente, payload: { items: [{ codigo: p.codigo, quantity: 1 }] } });
    const cartId = saved.json().result.card_id as number;
    const res = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], direccionCodigo: address.codigo, cartId: String(cartId) }));
    expect(res.statusCode).toBe(200);
    const detail = (await app.inject({ method: 'GET', url: `/api/peticiones/${res.json().codigo}`, headers: cliente })).json().result;
    expect(detail.pedido.tipo).toBe('DELI');
    expect(detail.direccion.codigo).toBe(address.codigo);
    expect(detail.delivery).toBe(6000);
    // the same order by its tokenPeticion (GET /peticiones/solicitud/{id}), for its owner only
    const token = res.json().tokenPeticion as string;
    const byToken = await app.inject({ method: 'GET', url: `/api/peticiones/solicitud/${token}`, headers: cliente });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().result).toMatchObject({ codigo: res.json().codigo, tokenPeticion: token, total: detail.total });
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/solicitud/${token}`, headers: tester })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/peticiones/solicitud/noExisteEsteTokenDePedido', headers: cliente })).statusCode).toBe(404);
    const cart = await app.db.selectFrom('carts').select('estado').where('codigo', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.estado).toBe('FINALIZADO');
    // Another customer's address is not a place to deliver to.
    const theirs = await order(orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], direccionCodigo: address.codigo }), tester);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('addresses, slots, carts', () => {
  it('each customer sees and changes only their own addresses', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/direcciones', headers: cliente })).json().results;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0].default).toBe('S');
    const created = await app.inject({
      method: 'POST',
      url: '/api/direcciones',
      headers: tester,
      payload: { nombre: 'Depto', calle: 'Avda. España', numero: '1234', default: 'S', latitud: -25.29, longitud: -57.58 },
    });
    expect(created.statusCode).toBe(200);
    const mine = created.json().result;
    expect(mine.sucursal).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: `/api/direcciones/${mine.codigo}`, headers: cliente })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/direcciones/${mine.codigo}`, headers: cliente })).statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `/api/direcciones/${mine.codigo}`, headers: tester });
    expect(removed.json()).toEqual({ ok: true, message: 'Direccion eliminada!' });
    expect((await app.inject({ method: 'GET', url: '/api/direcciones', headers: tester })).json().results).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/direcciones' })).statusCode).toBe(401);
  });

  it('delivery slots: four days of Mañana, Tarde and Noche', async () => {
    const res = (await app.inject({ method: 'GET', url: '/api/carrito/entrega/horarios' })).json();
    expect(res.results).toHaveLength(4);
    expect(res.results[1].manhana).toMatchObject({ horario: '08:00 a 12:00', disponible: true });
    expect(res.results[1].noche.horario).toBe('17:00 a 21:00');
  });

  it('share cart: a link whose items come priced from the catalogue', async () => {
    const p = await plainProduct(app);
    const shared = await app.inject({ method: 'POST', url: '/api/carrito', headers: APP_AUTH, payload: { detalles: [{ codigo: p.codigo, quantity: 2 }] } });
    expect(shared.statusCode).toBe(200);
    const { url, token } = shared.json().result;
    expect(url).toMatch(new RegExp(`/compartir-carrito/${token}$`));
    const decoded = await app.inject({ method: 'POST', url: '/api/carrito/decode', headers: APP_AUTH, payload: { token, active: true } });
    expect(decoded.json().result.items).toEqual([expect.objectContaining({ codigo: p.codigo, quantity: 2, precio: applyPercentOff(p.precio, p.descuento) })]);
    expect((await app.inject({ method: 'GET', url: '/api/carrito/noexiste123' })).statusCode).toBe(404);
  });

  it('saved carts belong to their customer: delete a line, close, finish', async () => {
    const p = await plainProduct(app);
    const created = await app.inject({ method: 'POST', url: '/api/cart/create', headers: cliente, payload: { items: [{ codigo: p.codigo, quantity: 1 }] } });
    const id = created.json().result.card_id;
    const same = await app.inject({ method: 'POST', url: '/api/cart/create', headers: cliente, payload: { items: [{ codigo: p.codigo, quantity: 3 }], cartId: id } });
    expect(same.json().result.card_id).toBe(id);
    expect((await app.inject({ method: 'POST', url: '/api/cart/finish', headers: tester, payload: { carritoId: id } })).statusCode).toBe(404);
    const emptied = await app.inject({ method: 'POST', url: '/api/cart/delete', headers: cliente, payload: { carritoId: id, codigo: p.codigo } });
    expect(emptied.json().result).toEqual({ carritoId: id, estado: 'CERRADO' });
    const finished = await app.inject({ method: 'POST', url: '/api/cart/finish', headers: cliente, payload: { carritoId: id } });
    expect(finished.json().result.estado).toBe('FINALIZADO');
  });

  it('the saved-cart setting is on by default and the browser reads it from /configuraciones; a visitor cannot save a cart', async () => {
    const settings = await app.inject({ method: 'GET', url: '/api/configuraciones', headers: APP_AUTH });
    expect(settings.json().result.valores.CARRITO_ABANDONADO).toBe('S');
    const p = await plainProduct(app);
    const visitor = await app.inject({ method: 'POST', url: '/api/cart/create', headers: APP_AUTH, payload: { items: [{ codigo: p.codigo, quantity: 1 }] } });
    expect(visitor.statusCode).toBe(401);
  });

  it('gift option of a line and the gift card check need what they need', async () => {
    const p = await plainProduct(app);
    const gift = await app.inject({ method: 'POST', url: `/api/regalo/regalos_verificar/0/${p.codigo}`, headers: APP_AUTH, payload: { items: [{ codigo: p.codigo, quantity: 1 }] } });
    expect(gift.json().result.visualizar).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/giftcard/controlar/GC-DEMO-100000' })).statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: '/api/giftcard/controlar/GC-DEMO-100000', headers: cliente });
    expect(ok.json().result).toEqual({ valido: true, saldo: 100_000, mensaje: `Saldo disponible: ${formatGs(100_000)}` });
  });
});
