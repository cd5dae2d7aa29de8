import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, ordersWith, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

/**
 * Exactly-once under concurrency: whatever arrives at the same time (the same cart submitted 50 times, 100 buyers for
 * the last units, one coupon or gift card spent by several orders at once, payment callbacks replayed or out of
 * order), no order is made twice, no unit is sold twice, and no paid order is lost.
 */
let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  cliente = await loginAs(app, 'cliente@farmacia.test');
});
afterAll(async () => app?.close());

const order = (form: string, headers: Record<string, string> = cliente) =>
  app.inject({ method: 'POST', url: '/api/peticiones/web', headers: { ...headers, ...FORM }, payload: form });

/**
 * `count` new customers who accepted the terms, each with a live session (made like a login makes it), so a race
 * between many buyers does not also measure the password hash of 100 logins.
 */
async function buyers(count: number, tag: string): Promise<Record<string, string>[]> {
  const model = await app.db.selectFrom('customers').selectAll().where('email', '=', 'cliente@farmacia.test').executeTakeFirstOrThrow();
  const { codigo: _codigo, ...fields } = model;
  const rows = await app.db
    .insertInto('customers')
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...fields,
        email: `${tag}-${i}@carrera.test`,
        documento: `${9_000_000 + Math.floor(Math.random() * 900_000)}${i}`,
        google_id: null,
        facebook_id: null,
      })),
    )
    .returning('codigo')
    .execute();
  return Promise.all(
    rows.map(async (r) => ({ cookie: `token=${await app.sessions.start(r.codigo, { ip: '127.0.0.1' })}`, authorization: APP_AUTH.authorization })),
  );
}

describe('orders: exactly once', () => {
  it('the same cart submitted 50 times at once makes one order and takes the stock once', async () => {
    const p = await plainProduct(app, [], 1000);
    await setStock(app, p.codigo, BRANCH, 100);
    const before = await ordersWith(app, p.codigo);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 3 }], sucursalCodigo: BRANCH, observacion: `50 clics ${randomUUID()}` });
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(form)));
    const placed = answers.filter((a) => a.statusCode === 200);
    // Every answer is the one order (a copy that arrives while the first is being written is told so and retried).
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect(a.json().errors[0].code, a.body).toBe('SUBMISSION_IN_PROGRESS');
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed.map((a) => a.json().codigo)).size).toBe(1);
    expect(placed.filter((a) => a.json().repetido === false)).toHaveLength(1);
    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 1, units: before.units + 3 });
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(97);
    // The retry after the burst answers the same order.
    const retry = await order(form);
    expect(retry.json()).toMatchObject({ codigo: placed[0]!.json().codigo, repetido: true });
  });

  it('100 buyers racing for the last 10 units: 10 orders, 90 stock messages, nothing oversold', async () => {
    const p = await plainProduct(app, [], 1500);
    await setStock(app, p.codigo, BRANCH, 10);
    const before = await ordersWith(app, p.codigo);
    const people = await buyers(100, `ultimas-${Date.now()}`);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH });
    const answers = await Promise.all(people.map((h) => order(form, h)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    for (const a of answers.filter((a) => a.statusCode === 409)) expect(a.json().errors[0].code).toBe('OUT_OF_STOCK');
    expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().codigo)).size).toBe(10);
    expect(await stockOf(app, p.codigo, BRANCH)).toBe(0);
    expect(await ordersWith(app, p.codigo)).toEqual({ orders: before.orders + 10, units: before.units + 10 });
  });
});

describe('coupons and gift cards: spent once', () => {
  it('a one-use coupon redeemed by six orders of one customer at once discounts only one', async () => {
    const p = await plainProduct(app, [], 2000);
    await setStock(app, p.codigo, BRANCH, 50);
    const [buyer] = await buyers(1, `cupon-${Date.now()}`);
    // Different carts (so they are different orders, not a repeated submission), the same one-use coupon.
    const forms = [1, 2, 3, 4, 5, 6].map((cantidad) => orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad }], sucursalCodigo: BRANCH, cuponCodigo: 'BIENVENIDA' }));
    const answers = await Promise.all(forms.map((f) => order(f, buyer)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().errors[0]).toMatchObject({ code: 'COUPON_INVALID', msg: 'Este cupón ya fue utilizado', param: 'cuponCodigo' });
    }
    const used = await app.db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.codigo', 'o.customer_codigo')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('o.cupon_codigo', '=', 'BIENVENIDA')
      .where(sql<boolean>`c.codigo = (SELECT codigo FROM customers WHERE email LIKE 'cupon-%' ORDER BY codigo DESC LIMIT 1)`)
      .executeTakeFirstOrThrow();
    expect(Number(used.n)).toBe(1);
    // The calculation tells the customer before they try again.
    const calc = await app.inject({
      method: 'POST',
      url: '/api/peticiones/calcular/web',
      headers: { ...APP_AUTH, ...buyer },
      payload: { items: [{ codigo: p.codigo, quantity: 1 }], delivery: false, office: { value: BRANCH }, cuponCodigo: 'BIENVENIDA' },
    });
    expect(calc.json().result.cupon).toMatchObject({ valido: false, mensaje: 'Este cupón ya fue utilizado' });
  });

  it('a coupon with a total of 3 uses, raced by 8 customers, discounts exactly 3 orders', async () => {
    const p = await plainProduct(app, [], 2000);
    await setStock(app, p.codigo, BRANCH, 50);
    await app.db.insertInto('coupons').values({ codigo: 'TRESUSOS', descripcion: 'Tres usos en total', porcentaje: 20, usos_maximos: 3 }).execute();
    const people = await buyers(8, `tres-${Date.now()}`);
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, cuponCodigo: 'TRESUSOS' });
    const answers = await Promise.all(people.map((h) => order(form, h)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect(a.json().errors[0]).toMatchObject({ code: 'COUPON_INVALID', msg: 'Este cupón ya no está disponible' });
    const n = await app.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('cupon_codigo', '=', 'TRESUSOS').executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });

  it('a gift card spent by two orders at once pays only one of them', async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 50);
    await app.db.insertInto('gift_cards').values({ codigo: 'GC-CARRERA-30000', saldo: 30_000, monto_inicial: 30_000 }).execute();
    const people = await buyers(2, `gift-${Date.now()}`);
    const cantidad = Math.min(12, Math.ceil(60_000 / p.precio));
    const form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad }], sucursalCodigo: BRANCH, giftCodigo: 'GC-CARRERA-30000' });
    const answers = await Promise.all(people.map((h) => order(form, h)));
    // The loser is told the card changed (when both read it before either spent it) or that it is now empty.
    const loser = answers.find((a) => a.statusCode !== 200)!;
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect([409, 422]).toContain(loser.statusCode);
    expect(loser.json().errors[0].param).toBe('giftCodigo');
    const spent = await app.db.selectFrom('orders').select((eb) => eb.fn.sum<number>('gift_monto').as('s')).where('gift_codigo', '=', 'GC-CARRERA-30000').executeTakeFirstOrThrow();
    expect(Number(spent.s)).toBe(30_000);
    const card = await app.db.selectFrom('gift_cards').select('saldo').where('codigo', '=', 'GC-CARRERA-30000').executeTakeFirstOrThrow();
    expect(card.saldo).toBe(0);
  });
});

describe('payment callbacks: replayed and out of order', () => {
  let producto: number;
  beforeAll(async () => {
    producto = (await plainProduct(app, [], 3000)).codigo;
    await setStock(app, producto, BRANCH, 500);
  });

  const placeOrder = async (buyer: Record<string, string> = cliente) => {
    const res = await order(
      orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 97, idempotencyKey: randomUUID() }),
      buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().codigo as number;
  };
  const startCard = async (codigo: number, buyer: Record<string, string> = cliente) =>
    (await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...buyer }, payload: { formaPago: 'pago_unico' } })).json()
      .process_id as string;
  const callback = (event: Record<string, unknown>) => {
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/pagos/notificacion/sandbox-tarjeta',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) },
      payload: body,
    });
  };
  const approval = (process_id: string) => ({ evento: randomUUID(), tipo: 'pago', process_id, aprobado: true, respuestaCodigo: '00', respuestaDescripcion: 'Transacción aprobada' });
  const reversal = (process_id: string) => ({
    evento: randomUUID(),
    tipo: 'reverso',
    process_id,
    aprobado: false,
    respuestaCodigo: '00',
    respuestaDescripcion: 'Pago reversado',
    motivoRollback: 'PETICION_RECALCULADO_TOPE',
  });
  const stateOf = async (codigo: number) => {
    const o = await app.db.selectFrom('orders').select('estado').where('codigo', '=', codigo).executeTakeFirstOrThrow();
    const p = await app.db.selectFrom('payments').select('estado').where('order_codigo', '=', codigo).execute();
    return { order: o.estado, payments: p.map((r) => r.estado).sort() };
  };

  it('a reversal that arrives before its approval wins: the late approval neither pays nor prepares the order', async () => {
    const codigo = await placeOrder();
    const pid = await startCard(codigo);
    const stock = await stockOf(app, producto, BRANCH);
    expect((await callback(reversal(pid))).json().result).toMatchObject({ aplicado: true, estado: 'REVERSADO' });
    expect((await callback(approval(pid))).json().result).toMatchObject({ aplicado: false });
    expect(await stateOf(codigo)).toEqual({ order: 'GENE', payments: ['REVERSADO'] });
    // The order can still be paid with a new payment; its stock stays taken until then (or the rollback).
    expect(await stockOf(app, producto, BRANCH)).toBe(stock);
    const retry = await startCard(codigo);
    expect((await callback(approval(retry))).json().result).toMatchObject({ aplicado: true });
    expect(await stateOf(codigo)).toEqual({ order: 'PROC', payments: ['APROBADO', 'REVERSADO'] });
  });

  it('approvals, replays and a reversal of many orders arriving shuffled and at once: each paid order is paid once', async () => {
    // Six customers, an unpaid card order each (a customer's new order would replace their own unpaid one).
    const people = await buyers(6, `callbacks-${Date.now()}`);
    const orders = await Promise.all(people.map((h) => placeOrder(h)));
    const pids = await Promise.all(orders.map((c, i) => startCard(c, people[i])));
    // Every order is approved (each approval sent three times: twice the same event, once a new one); the last
    // order is then reversed, its reversal sent twice.
    const approvals = pids.map((pid) => approval(pid));
    const events = [...approvals, ...approvals, ...pids.map((pid) => approval(pid))];
    const shuffled = events.map((e) => ({ e, k: Math.random() })).sort((a, b) => a.k - b.k).map((x) => x.e);
    const answers = await Promise.all(shuffled.map((e) => callback(e)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().result.aplicado)).toHaveLength(6);
    const last = pids[5]!;
    const rev = reversal(last);
    await Promise.all([callback(rev), callback(rev)]);
    for (const codigo of orders.slice(0, 5)) expect(await stateOf(codigo)).toEqual({ order: 'PROC', payments: ['APROBADO'] });
    expect(await stateOf(orders[5]!)).toEqual({ order: 'ANUL', payments: ['REVERSADO'] });
  });
});
