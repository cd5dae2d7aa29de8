import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { claimDue } from '../src/modules/invoices/sifen/sifen.repository.js';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { makeCertificate, startSifenStandIn } from './support/sifen-stand-in.js';
import { shopInvoice } from '../src/modules/invoices/invoice.rows.js';

/**
 * Invoices signed and sent to SIFEN, against a local stand-in of its web services, with a certificate made here with
 * openssl. The sender is driven by hand (`app.sifen.tick(now)`) so each retry's time is the test's to choose.
 */
let app: FastifyInstance;
let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
let who: Awaited<ReturnType<typeof loginAs>>;
const cert = makeCertificate('clave-de-prueba');
const CSC = 'EFGH0000000000000000000000000000';
const CSC_ID = '0002';
const TIMBRADO = '17654321';
const RETRY_SECONDS = 60;
const BRANCH = 1001;
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
    SIFEN_RETRY_SECONDS: RETRY_SECONDS,
    SIFEN_CSC: CSC,
    SIFEN_CSC_ID: CSC_ID,
    SIFEN_TIMBRADO: TIMBRADO,
  });
  who = await loginAs(app, 'tester@farmacia.test');
  product = await plainProduct(app, [], 3000);
  await setStock(app, product.codigo, BRANCH, 1000);
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

const sifen = () => app.sifen!;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function placeOrder(code: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...who, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: product.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: code, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
}

/** A cash order handed over: its invoice is issued (signed and queued for SIFEN). */
async function cashInvoice() {
  const order = await placeOrder(1);
  const res = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, headers: APP_AUTH });
  expect(res.statusCode, res.body).toBe(200);
  return invoiceOf(order);
}

const invoiceOf = (order: number) => app.db.selectFrom('invoices').selectAll().where('order_codigo', '=', order).executeTakeFirstOrThrow().then(shopInvoice);
const jobsOf = (cdc: string) => app.db.selectFrom('sifen_jobs').selectAll().where('cdc', '=', cdc).orderBy('codigo').execute();

/** What /mis-facturas lists for the invoice (GET /api/ventas of this month). */
async function listed(order: number) {
  const d = new Date();
  const desde = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
  const hasta = new Date(d.getFullYear(), d.getMonth() + 1, 0);
  const res = await app.inject({ method: 'GET', url: `/api/ventas?desde=${desde}&hasta=${desde.slice(0, 8)}${String(hasta.getDate()).padStart(2, '0')}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.find((r: { pedido: number }) => r.pedido === order);
}

describe('signing and the QR', () => {
  it('signs the DE with the configured certificate: the signature verifies, and fails once the document changes', async () => {
    const inv = await cashInvoice();
    expect(inv.xml).toMatch(/<\/DE><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<\/Signature><gCamFuFD>/);
    expect(inv.xml).toContain(`<Reference URI="#${inv.cdc}">`);
    const signature = /<Signature [\s\S]*?<\/Signature>/.exec(inv.xml)![0];
    const check = (xml: string) => {
      const sig = new SignedXml({ publicCert: cert.certPem });
      sig.loadSignature(signature);
      return sig.checkSignature(xml);
    };
    expect(check(inv.xml)).toBe(true);
    expect(check(inv.xml.replace(/<dTotGralOpe>(\d+)<\/dTotGralOpe>/, (_m, n) => `<dTotGralOpe>${Number(n) + 1}</dTotGralOpe>`))).toBe(false);
    // SIFEN's test environment: the issuer is named as the manual demands for it.
    expect(inv.xml).toContain('<dNomEmi>DE generado en ambiente de prueba - sin valor comercial ni fiscal</dNomEmi>');
  });

  it('puts in the QR the signature’s DigestValue and cHashQR = SHA-256(parameters + CSC) with the configured CSC', async () => {
    const inv = await cashInvoice();
    const digest = /<DigestValue>([^<]+)<\/DigestValue>/.exec(inv.xml)![1]!;
    const qr = new URL(inv.qr);
    expect(qr.origin + qr.pathname).toBe('https://ekuatia.set.gov.py/consultas-test/qr');
    const [params, hash] = inv.qr.slice(inv.qr.indexOf('?') + 1).split('&cHashQR=') as [string, string];
    expect(qr.searchParams.get('DigestValue')).toBe(Buffer.from(digest, 'utf8').toString('hex'));
    expect(qr.searchParams.get('IdCSC')).toBe(CSC_ID);
    expect(qr.searchParams.get('Id')).toBe(inv.cdc);
    expect(hash).toBe(createHash('sha256').update(params + CSC).digest('hex'));
    expect(hash).not.toBe(createHash('sha256').update(`${params}ABCD0000000000000000000000000000`).digest('hex'));
    // The XML's dCarQR is the same link (escaped), after the signature.
    expect(inv.xml).toContain(`<dCarQR>${inv.qr.replace(/&/g, '&amp;')}</dCarQR>`);
  });
});

describe('sending to SIFEN', () => {
  it('sends a new invoice once and keeps SIFEN’s approval (0260), shown in /mis-facturas', async () => {
    const inv = await cashInvoice();
    expect(inv.sifen_estado).toBe('pendiente');
    expect((await listed(inv.order_codigo)).sifen).toEqual({ estado: 'pendiente', codigo: null, mensaje: null });
    await sifen().tick();
    const after = await invoiceOf(inv.order_codigo);
    expect(after).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260', sifen_mensaje: 'Autorización del DE satisfactoria' });
    expect(after.sifen_protocolo).toBe(standIn.approved.get(inv.cdc)!.protocolo);
    expect(standIn.receptions(inv.cdc)).toBe(1);
    expect((await listed(inv.order_codigo)).sifen).toEqual({ estado: 'aprobado', codigo: '0260', mensaje: 'Autorización del DE satisfactoria' });
    // Nothing is due any more: later passes send nothing.
    await sifen().tick(later(3600));
    expect(standIn.receptions(inv.cdc)).toBe(1);
  });

  it('keeps a rejection with SIFEN’s code and message, shows it to the customer and lists it first for the operator', async () => {
    standIn.timbrados.delete(TIMBRADO);
    const inv = await cashInvoice();
    try {
      await sifen().tick();
    } finally {
      standIn.timbrados.add(TIMBRADO);
    }
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'rechazado', sifen_codigo: '1101', sifen_mensaje: 'Número de timbrado inválido' });
    expect((await listed(inv.order_codigo)).sifen).toEqual({ estado: 'rechazado', codigo: '1101', mensaje: 'Número de timbrado inválido' });
    // A rejection is final: it is not sent again.
    await sifen().tick(later(3600));
    expect(standIn.receptions(inv.cdc)).toBe(1);

    const operator = await app.inject({ method: 'GET', url: '/api/sandbox/sifen' });
    expect(operator.statusCode, operator.body).toBe(200);
    expect(operator.json().results[0]).toMatchObject({ cdc: inv.cdc, tipo: 'de', estado: 'rechazado', respuesta_codigo: '1101', respuesta_mensaje: 'Número de timbrado inválido' });
    const consola = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(consola.body).toContain('Envíos a SIFEN');
    expect(consola.body).toMatch(new RegExp(`data-sifen="${inv.cdc}" data-estado="rechazado"[^]*?1101 Número de timbrado inválido`));
  });

  it('retries an unanswered send later, with a doubling delay, and stores the approval that finally comes', async () => {
    standIn.script.push({ kind: 'sin-respuesta', procesa: false }, { kind: 'sin-respuesta', procesa: false });
    const inv = await cashInvoice();
    const t0 = new Date();
    await sifen().tick(t0);
    let [job] = await jobsOf(inv.cdc);
    expect(job).toMatchObject({ estado: 'pendiente', intentos: 1, incierto: true });
    expect(job!.ultimo_error).toMatch(/no respondió/);
    expect(new Date(job!.proximo_intento).getTime() - t0.getTime()).toBe(RETRY_SECONDS * 1000);
    expect((await invoiceOf(inv.order_codigo)).sifen_estado).toBe('pendiente');

    // Not due yet: nothing is sent.
    await sifen().tick(new Date(t0.getTime() + (RETRY_SECONDS - 1) * 1000));
    expect(standIn.receptions(inv.cdc)).toBe(1);

    const t1 = new Date(t0.getTime() + RETRY_SECONDS * 1000);
    await sifen().tick(t1);
    [job] = await jobsOf(inv.cdc);
    expect(job).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(new Date(job!.proximo_intento).getTime() - t1.getTime()).toBe(2 * RETRY_SECONDS * 1000);

    await sifen().tick(new Date(t1.getTime() + 2 * RETRY_SECONDS * 1000));
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
    // Each retry first asked SIFEN whether it had the CDC (0420), then sent it: three receptions, one approval.
    expect(standIn.received.filter((r) => r.servicio === 'consulta' && r.cdc === inv.cdc)).toHaveLength(2);
    expect(standIn.receptions(inv.cdc)).toBe(3);
  });

  it('never sends a document twice: an unanswered send SIFEN did process is found by its CDC, not sent again', async () => {
    standIn.script.push({ kind: 'sin-respuesta', procesa: true });
    const inv = await cashInvoice();
    await sifen().tick();
    expect(standIn.approved.has(inv.cdc)).toBe(true);
    expect((await invoiceOf(inv.order_codigo)).sifen_estado).toBe('pendiente');

    await Promise.all([sifen().tick(later(RETRY_SECONDS)), sifen().tick(later(RETRY_SECONDS))]);
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0422', sifen_protocolo: standIn.approved.get(inv.cdc)!.protocolo });
    expect(standIn.receptions(inv.cdc)).toBe(1);

    // Delivering the order again answers the same invoice: still one job for the CDC.
    const again = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${inv.order_codigo}/entregado`, headers: APP_AUTH });
    expect(again.json().result.cdc).toBe(inv.cdc);
    expect(await jobsOf(inv.cdc)).toHaveLength(1);
    await sifen().tick(later(7200));
    expect(standIn.receptions(inv.cdc)).toBe(1);
  });

  it('takes again, once its hold runs out, a job a worker took and never finished (a crash or a restart)', async () => {
    const inv = await cashInvoice();
    const t0 = new Date();
    // A worker takes the due jobs (the state is in the database) and dies before sending.
    const taken = await claimDue(app.db, t0, 60_000);
    expect(taken.map((j) => j.cdc)).toContain(inv.cdc);
    await sifen().tick(new Date(t0.getTime() + 30_000));
    expect(standIn.receptions(inv.cdc)).toBe(0);
    await sifen().tick(new Date(t0.getTime() + 61_000));
    expect(standIn.receptions(inv.cdc)).toBe(1);
    expect((await invoiceOf(inv.order_codigo)).sifen_estado).toBe('aprobado');
  });

  it('gives up after the legal 72 hours without an answer, and shows it', async () => {
    standIn.script.push({ kind: 'sin-respuesta', procesa: false });
    const inv = await cashInvoice();
    await sifen().tick();
    await sifen().tick(later(73 * 3600));
    const [job] = await jobsOf(inv.cdc);
    expect(job!.estado).toBe('vencido');
    expect(standIn.receptions(inv.cdc)).toBe(1);
    expect((await listed(inv.order_codigo)).sifen.estado).toBe('vencido');
  });
});

describe('cancellation', () => {
  it('sends the cancellation event of an approved invoice whose order is annulled (payment reversed), once', async () => {
    const order = await placeOrder(98);
    const started = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${order}`, headers: { ...APP_AUTH, ...who }, payload: { formaPago: 'credito_debito' } });
    expect(started.statusCode, started.body).toBe(200);
    const pid = started.json().process_id as string;
    const callback = async (event: Record<string, unknown>) => {
      const body = JSON.stringify({ evento: randomUUID(), process_id: pid, respuestaCodigo: '00', ...event });
      const res = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/sandbox-tarjeta', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) }, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await callback({ tipo: 'pago', aprobado: true, respuestaDescripcion: 'Transacción aprobada' });
    const inv = await invoiceOf(order);
    await sifen().tick();
    expect((await invoiceOf(order)).sifen_estado).toBe('aprobado');

    await callback({ tipo: 'reverso', aprobado: false, respuestaDescripcion: 'Pago reversado' });
    expect((await app.db.selectFrom('orders').select('estado').where('codigo', '=', order).executeTakeFirstOrThrow()).estado).toBe('ANUL');
    await sifen().tick();
    const events = standIn.received.filter((r) => r.servicio === 'evento' && r.cdc === inv.cdc);
    expect(events).toHaveLength(1);
    expect(events[0]!.body).toContain('<mOtEve>');
    expect(standIn.cancelled.has(inv.cdc)).toBe(true);
    expect(await invoiceOf(order)).toMatchObject({ sifen_estado: 'cancelado', sifen_codigo: '0600', sifen_mensaje: 'Evento registrado correctamente' });
    expect((await listed(order)).sifen.estado).toBe('cancelado');

    await sifen().tick(later(3600));
    expect(standIn.received.filter((r) => r.servicio === 'evento' && r.cdc === inv.cdc)).toHaveLength(1);
    expect(await jobsOf(inv.cdc)).toHaveLength(2);
  });
});
