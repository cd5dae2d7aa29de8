import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopInvoice } from '../src/modules/invoices/invoice.rows.js';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { makeCertificate, startSifenStandIn } from './support/sifen-stand-in.js';

/**
 * Every document and event carries Asunción's time (America/Asuncion), whatever zone the server runs in: the API
 * runs here under TZ=UTC (a container's usual zone, 3 hours ahead of Asunción) and TZ=Asia/Tokyo (12 hours ahead),
 * set on the process while it runs (Node reads TZ anew when it changes). SIFEN rejects a signature time ahead of its
 * clock (1004), as the stand-in does.
 */
const cert = makeCertificate('clave-del-reloj');
const TIMBRADO = '17654321';
const BRANCH = 1001;
const originalTz = process.env.TZ;
let app: FastifyInstance;
let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
let who: Awaited<ReturnType<typeof loginAs>>;
let product: { codigo: number };

beforeAll(async () => {
  standIn = await startSifenStandIn({ certPem: cert.certPem, timbrados: [TIMBRADO] });
  app = await testApp({
    PAYMENT_SWEEP_SECONDS: 0,
    SIFEN_CERT_PATH: cert.path,
    SIFEN_CERT_PASSWORD: cert.password,
    SIFEN_ENV: 'test',
    SIFEN_BASE_URL: standIn.url,
    SIFEN_TIMEOUT_MS: 2000,
    SIFEN_POLL_SECONDS: 0,
    SIFEN_RETRY_SECONDS: 60,
    SIFEN_TIMBRADO: TIMBRADO,
  });
  who = await loginAs(app, 'tester@farmacia.test');
  product = await plainProduct(app, [], 3000);
  await setStock(app, product.codigo, BRANCH, 1000);
});
afterAll(async () => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
  await app?.close();
  await standIn?.close();
});

/** A document's local time (no zone) read as Asunción's (UTC-3 all year since 2024), as an instant. */
const asAsuncion = (local: string) => Date.parse(`${local}-03:00`);
const invoiceOf = (order: number) => app.db.selectFrom('invoices').selectAll().where('order_codigo', '=', order).executeTakeFirstOrThrow().then(shopInvoice);

async function cardOrder() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...who, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: product.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 98, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().codigo as number;
  const started = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${order}`, headers: { ...APP_AUTH, ...who }, payload: { formaPago: 'credito_debito' } });
  expect(started.statusCode, started.body).toBe(200);
  const callback = async (event: Record<string, unknown>) => {
    const body = JSON.stringify({ evento: randomUUID(), process_id: started.json().process_id as string, respuestaCodigo: '00', ...event });
    const answer = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/sandbox-tarjeta', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) }, payload: body });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  await callback({ tipo: 'pago', aprobado: true, respuestaDescripcion: 'Transacción aprobada' });
  return { order, reverse: () => callback({ tipo: 'reverso', aprobado: false, respuestaDescripcion: 'Pago reversado' }) };
}

describe.each([
  { tz: 'UTC', offsetMinutes: 0 },
  { tz: 'Asia/Tokyo', offsetMinutes: -540 },
])('with the server in TZ=$tz', ({ tz, offsetMinutes }) => {
  beforeAll(() => {
    process.env.TZ = tz;
  });

  it('signs the invoice (dFecFirma) and its cancellation event in Asunción’s time, and SIFEN approves both', async () => {
    // The zone really is the server's now: the process's local clock reads that zone.
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(offsetMinutes);

    const before = Date.now();
    const { order, reverse } = await cardOrder();
    const inv = await invoiceOf(order);
    const firma = /<dFecFirma>([^<]+)<\/dFecFirma>/.exec(inv.xml)![1]!;
    const emision = /<dFeEmiDE>([^<]+)<\/dFeEmiDE>/.exec(inv.xml)![1]!;
    const after = Date.now();
    for (const local of [firma, emision]) {
      expect(asAsuncion(local)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(asAsuncion(local)).toBeLessThanOrEqual(after);
    }
    await app.sifen!.tick();
    expect(await invoiceOf(order)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });

    await reverse();
    const beforeEvent = Date.now();
    await app.sifen!.tick();
    const afterEvent = Date.now();
    const event = standIn.received.filter((r) => r.servicio === 'evento' && r.cdc === inv.cdc);
    expect(event).toHaveLength(1);
    const eventFirma = /<dFecFirma>([^<]+)<\/dFecFirma>/.exec(event[0]!.body)![1]!;
    expect(asAsuncion(eventFirma)).toBeGreaterThanOrEqual(Math.floor(beforeEvent / 1000) * 1000);
    expect(asAsuncion(eventFirma)).toBeLessThanOrEqual(afterEvent);
    expect(await invoiceOf(order)).toMatchObject({ sifen_estado: 'cancelado', sifen_codigo: '0600' });
    expect(standIn.rejections).toEqual([]);
  });
});
