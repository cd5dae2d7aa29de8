import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

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

/** The scrape as Prometheus reads it. */
async function scrape(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one series (name and exact label set as written), 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const placeOrder = async (code: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: code, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
};

describe('GET /metrics', () => {
  it('counts and times each answer by route pattern, method and status, never by the path asked', async () => {
    const before = await scrape();
    const route = 'route="/api/health",method="GET",status="200"';
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-existe/12345' });
    const after = await scrape();
    expect(valueOf(after, `http_request_duration_seconds_count{${route}}`) - valueOf(before, `http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(valueOf(after, `http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBeGreaterThanOrEqual(2);
    // an unknown path is one label: the path (which may carry data) is not
    expect(after).toContain('route="(sin ruta)",method="GET",status="404"');
    expect(after).not.toContain('12345');
  });

  it('reports the event loop lag, database statements by kind and the SIFEN backlog', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(valueOf(text, 'db_query_duration_seconds_count{operation="select",outcome="ok"}')).toBeGreaterThan(0);
    expect(text).toMatch(/^botica_sifen_waiting \d+/m);
    expect(text).toMatch(/^botica_sifen_oldest_waiting_seconds \d/m);
  });

  it('counts orders placed once, payments by method and outcome, and refused provider notifications', async () => {
    const before = await scrape();
    const codigo = await placeOrder(97);
    const started = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...cliente }, payload: { formaPago: 'pago_unico' } });
    expect(started.statusCode, started.body).toBe(200);
    const processId = started.json().process_id as string;
    const proveedor = (await app.db.selectFrom('payments').select('proveedor').where('process_id', '=', processId).executeTakeFirstOrThrow()).proveedor;
    const body = JSON.stringify({ evento: randomUUID(), tipo: 'pago', process_id: processId, aprobado: true, respuestaCodigo: '00', respuestaDescripcion: 'Transacción aprobada' });
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/pagos/notificacion/${proveedor}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) },
      payload: body,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // the same notification again changes nothing and counts no second outcome
    await app.inject({ method: 'POST', url: `/api/pagos/notificacion/${proveedor}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) }, payload: body });
    const forged = await app.inject({ method: 'POST', url: `/api/pagos/notificacion/${proveedor}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 'x' }, payload: body });
    expect(forged.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/otro-banco-9', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unknown.statusCode).toBe(401);

    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('botica_orders_placed_total{forma_pago="97"}')).toBe(1);
    expect(delta(`botica_payments_started_total{metodo="pago_unico",proveedor="${proveedor}"}`)).toBe(1);
    expect(delta(`botica_payment_outcomes_total{metodo="pago_unico",proveedor="${proveedor}",resultado="APROBADO"}`)).toBe(1);
    expect(delta(`botica_payment_callbacks_total{proveedor="${proveedor}"}`)).toBe(2);
    expect(delta(`botica_payment_callbacks_refused_total{proveedor="${proveedor}",motivo="BAD_SIGNATURE"}`)).toBe(1);
    expect(delta('botica_payment_callbacks_refused_total{proveedor="(desconocido)",motivo="BAD_SIGNATURE"}')).toBe(1);
    expect(after).not.toContain('otro-banco-9');
  });

  it('tells the SIFEN backlog: how many wait and for how long', async () => {
    // a cash order handed over has its invoice; a job of it waiting for 10 minutes is made here
    const order = await placeOrder(1);
    const delivered = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, headers: APP_AUTH });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const invoice = await app.db.selectFrom('invoices').select('codigo').where('order_codigo', '=', order).executeTakeFirstOrThrow();
    await app.db
      .insertInto('sifen_jobs')
      .values({ invoice_codigo: invoice.codigo, cdc: randomUUID().replace(/-/g, '').padEnd(44, '0'), tipo: 'cancelacion', vence: new Date(Date.now() + 3_600_000), created_at: sql`now() - interval '10 minutes'` })
      .execute();
    // the backlog is read at most every 5 s per replica
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const text = await scrape();
    expect(valueOf(text, 'botica_sifen_waiting')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'botica_sifen_oldest_waiting_seconds')).toBeGreaterThanOrEqual(600);
  });
});
