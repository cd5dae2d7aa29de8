import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let otro: Awaited<ReturnType<typeof loginAs>>;
let producto: number;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  [cliente, otro] = await Promise.all([loginAs(app, 'cliente@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
  producto = (await plainProduct(app, [], 5000)).codigo;
  await setStock(app, producto, 1001, 500);
});
afterAll(async () => app?.close());

async function order(estado: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: 1001, formaPagoCodigo: 1, idempotencyKey: randomUUID() }),
  });
  const codigo = res.json().codigo as number;
  await app.db.updateTable('orders').set({ estado }).where('codigo', '=', codigo).execute();
  return codigo;
}
const check = (codigo: number, headers = cliente) => app.inject({ method: 'GET', url: `/api/ruleta/verificar-ruleta/${codigo}`, headers });
const spin = (codigo: number, headers = cliente) =>
  app.inject({ method: 'POST', url: '/api/ruleta/agregar', headers: { ...APP_AUTH, ...headers, ...FORM }, payload: `PETI_CODIGO=${codigo}&RP_CODIGO=1&TOTAL=100` });

describe('roulette', () => {
  it('is blocked for an unpaid order and for another customer', async () => {
    const unpaid = await order('GENE');
    expect((await check(unpaid)).json().result.btnBloquear).toBe(true);
    expect((await spin(unpaid)).statusCode).toBe(409);
    const paid = await order('PROC');
    expect((await check(paid, otro)).statusCode).toBe(404);
    expect((await spin(paid, otro)).statusCode).toBe(404);
  });

  it('awards one result per order, even with concurrent spins; a prize is a redeemable gift card', async () => {
    const paid = await order('PROC');
    expect((await check(paid)).json().result.btnBloquear).toBe(false);
    const answers = await Promise.all([spin(paid), spin(paid), spin(paid)]);
    const played = answers.filter((a) => a.statusCode === 200);
    expect(played).toHaveLength(1);
    const result = played[0]!.json().result;
    expect([0, 4, 0, 3, 0, 1, 0, 2][result.segmento]).toBe(Number(result.premio));
    expect((await check(paid)).json().result).toEqual({ btnBloquear: true, premio: result.premio });
    if (result.premio !== '0') {
      const gc = (await app.inject({ method: 'GET', url: `/api/giftcard/controlar/${result.codigo}`, headers: cliente })).json().result;
      expect(gc.valido).toBe(true);
    }
    expect((await spin(paid)).statusCode).toBe(409);
  });
});
