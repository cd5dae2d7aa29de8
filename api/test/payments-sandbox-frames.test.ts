import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CHECKOUT_JS } from '../src/modules/payments/sandbox/checkout-script.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

/**
 * The sandbox answers as Bancard does under /sandbox/bancard (decision 061): its script mounts each form's frame at
 * the published path, the API answers that same address for the page to draw first, and each frame opens only the
 * payments of its own form (a Zimple payment in Zimple's frame, a card payment in the card frame).
 */
let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let producto: number;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  cliente = await loginAs(app, 'cliente@farmacia.test');
  producto = (await plainProduct(app, [], 5000)).codigo;
  await setStock(app, producto, BRANCH, 1000);
});
afterAll(async () => app?.close());

async function startPayment(formaPago: string, extra: Record<string, unknown> = {}) {
  const order = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 2 }], sucursalCodigo: BRANCH, formaPagoCodigo: 97, idempotencyKey: randomUUID() }),
  });
  expect(order.statusCode, order.body).toBe(200);
  const codigo = order.json().codigo as number;
  const res = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...cliente }, payload: { formaPago, ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  return { codigo, ...(res.json() as { process_id: string; frame_url: string; checkout: string }) };
}

const get = (url: string) => app.inject({ method: 'GET', url });
const orderState = async (codigo: number) => (await app.db.selectFrom('orders').select('estado').where('codigo', '=', codigo).executeTakeFirstOrThrow()).estado;

describe('the sandbox’s frames at the published paths', () => {
  it('serves its checkout script (the one test/bancard-checkout-script.test.ts holds to the published list) where the payments say', async () => {
    const res = await get('/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe(SANDBOX_CHECKOUT_JS);
  });

  it('a card payment: the frame at /sandbox/bancard/checkout/new?process_id= is the card form; Zimple’s frame does not open it', async () => {
    const { process_id, frame_url, checkout } = await startPayment('pago_unico');
    expect(checkout).toBe('/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js');
    expect(frame_url).toBe(`/sandbox/bancard/checkout/new?process_id=${process_id}`);
    const frame = await get(frame_url);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(frame.body).toContain('Número de tarjeta');
    expect((await get(`/sandbox/bancard/checkout/zimple/new?process_id=${process_id}`)).statusCode).toBe(410);
  });

  it('a Zimple payment opens in Zimple’s frame (the code sent to the phone), not in the card frame; the code pays it', async () => {
    const { codigo, process_id, frame_url } = await startPayment('zimple', { telefono: '0981123456' });
    expect(frame_url).toBe(`/sandbox/bancard/checkout/zimple/new?process_id=${process_id}`);
    expect((await get(`/sandbox/bancard/checkout/new?process_id=${process_id}`)).statusCode).toBe(410);
    expect((await get(`/sandbox/pagos/checkout/${process_id}`)).statusCode).toBe(410);
    const frame = await get(frame_url);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('Te enviamos un código por SMS al 0981123456');
    const post = (codigo: string) =>
      app.inject({ method: 'POST', url: `/sandbox/pagos/zimple/${process_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ codigo }).toString() });
    const paid = await post('1234');
    expect(paid.body).toContain('payment_success');
    expect(await orderState(codigo)).toBe('PROC');
  });

  it('a wrong Zimple code declines the payment', async () => {
    const { codigo, process_id } = await startPayment('zimple', { telefono: '0981123456' });
    const declined = await app.inject({ method: 'POST', url: `/sandbox/pagos/zimple/${process_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'codigo=9999' });
    expect(declined.body).toContain('payment_error');
    expect(declined.body).toContain('Código de verificación incorrecto.');
    expect(await orderState(codigo)).toBe('GENE');
  });

  it('the catastro frame is at /sandbox/bancard/checkout/register_card/new, the address the API answers', async () => {
    const reg = (await app.inject({ method: 'GET', url: '/api/bancard/catastro', headers: { ...APP_AUTH, ...cliente } })).json();
    expect(reg.url).toBe(`/sandbox/bancard/checkout/register_card/new?process_id=${reg.process_id}`);
    const frame = await get(reg.url);
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('Registrar tarjeta');
  });

  it('the published forms the shop does not use say so', async () => {
    for (const path of ['/sandbox/bancard/checkout/preauthorization/new?process_id=x', '/sandbox/bancard/alias_token/confirmation/new?alias_token=x']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('El sandbox no ofrece');
    }
  });
});
