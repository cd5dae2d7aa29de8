import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

const BRANCH = 1001;
let app: FastifyInstance;
let shopper: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let producto: number;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  [shopper, other] = await Promise.all([loginAs(app, 'tester@farmacia.test'), loginAs(app, 'cliente@farmacia.test')]);
  producto = (await plainProduct(app, [], 5000)).codigo;
});
afterAll(async () => app?.close());

async function place(headers: typeof shopper, cantidad: number, formaPagoCodigo = 97, idempotencyKey = randomUUID()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...headers, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad }], sucursalCodigo: BRANCH, formaPagoCodigo, idempotencyKey }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { codigo: number; repetido?: boolean };
}
const startQr = (codigo: number, headers = shopper) =>
  app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...headers }, payload: { formaPago: 'pago_qr' } });
const stateOf = async (codigo: number) => (await app.db.selectFrom('orders').select('estado').where('codigo', '=', codigo).executeTakeFirstOrThrow()).estado;
const paymentsOf = (codigo: number) => app.db.selectFrom('payments').select(['estado', 'respuesta_descripcion']).where('order_codigo', '=', codigo).execute();

describe("finishing an edited cart again ('Editar mi carrito')", () => {
  it('annuls the unpaid order of that cart and gives its units back before taking the new ones', async () => {
    await setStock(app, producto, BRANCH, 5);
    const first = await place(shopper, 4);
    expect((await startQr(first.codigo)).statusCode).toBe(200);
    expect(await stockOf(app, producto, BRANCH)).toBe(1);

    // the edited cart asks for 3: only possible with the first order's 4 units back
    const second = await place(shopper, 3);
    expect(second.codigo).not.toBe(first.codigo);
    expect(await stateOf(first.codigo)).toBe('ANUL');
    expect(await paymentsOf(first.codigo)).toEqual([{ estado: 'EXPIRADO', respuesta_descripcion: 'Reemplazado por un nuevo pedido del carrito.' }]);
    expect(await stateOf(second.codigo)).toBe('GENE');
    expect(await stockOf(app, producto, BRANCH)).toBe(2);
    // a replaced order cannot be paid any more
    expect((await startQr(first.codigo)).statusCode).toBe(409);
  });

  it('leaves alone a retry of the same submission, paid and cash orders, and other customers', async () => {
    await setStock(app, producto, BRANCH, 100);
    const key = randomUUID();
    const pending = await place(shopper, 1, 97, key);
    const retry = await place(shopper, 1, 97, key);
    expect(retry).toMatchObject({ codigo: pending.codigo, repetido: true });
    expect(await stateOf(pending.codigo)).toBe('GENE');

    await app.db.updateTable('orders').set({ estado: 'PROC' }).where('codigo', '=', pending.codigo).execute();
    const cash = await place(shopper, 1, 1);
    const othersUnpaid = await place(other, 1);
    const next = await place(shopper, 2);
    expect(await stateOf(pending.codigo)).toBe('PROC');
    expect(await stateOf(cash.codigo)).toBe('GENE');
    expect(await stateOf(othersUnpaid.codigo)).toBe('GENE');
    expect(await stateOf(next.codigo)).toBe('GENE');
  });

  it("does not touch the other cart's unpaid order (normal and oncology carts are apart)", async () => {
    await setStock(app, producto, BRANCH, 100);
    const normal = await place(shopper, 1);
    await app.db.updateTable('orders').set({ oncologico: true }).where('codigo', '=', normal.codigo).execute();
    await place(shopper, 1);
    expect(await stateOf(normal.codigo)).toBe('GENE');
  });
});
