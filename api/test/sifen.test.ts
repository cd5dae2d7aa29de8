import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { claimDue } from '../src/modules/invoices/sifen/sifen.repository.js';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { makeCertificate, startSifenStandIn } from './support/sifen-stand-in.js';
import { checkSifenXml } from './support/sifen-xsd.js';
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

/** Pays an order by card through the sandbox provider's approval callback (its invoice is issued then). */
async function payByCard(order: number) {
  const started = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${order}`, headers: { ...APP_AUTH, ...who }, payload: { formaPago: 'credito_debito' } });
  expect(started.statusCode, started.body).toBe(200);
  const body = JSON.stringify({ evento: randomUUID(), process_id: started.json().process_id as string, respuestaCodigo: '00', tipo: 'pago', aprobado: true, respuestaDescripcion: 'Transacción aprobada' });
  const res = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/sandbox-tarjeta', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
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
    // Prometheus sees it by its code (the alert on SIFEN rejections reads this counter)
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^botica_sifen_decisions_total\{tipo="de",resultado="rechazado",codigo="1101"\} [1-9]/m);
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

describe('what the shopper paid, as SIFEN receives it', () => {
  it('a card charge of 47.501 is invoiced for 47.501: the DE (no SEDECO rounding) and its QR, read from the signed DE, agree and SIFEN approves', async () => {
    const odd = await plainProduct(app, [product.codigo]);
    await app.db.updateTable('products').set({ precio: 47_501, descuento: 0 }).where('codigo', '=', odd.codigo).execute();
    await app.db.deleteFrom('product_payment_discounts').where('producto_codigo', '=', odd.codigo).execute();
    await setStock(app, odd.codigo, BRANCH, 10);
    const res = await app.inject({
      method: 'POST',
      url: '/api/peticiones/web',
      headers: { ...who, ...FORM },
      payload: orderForm({ detalles: [{ productoCodigo: odd.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 98, idempotencyKey: randomUUID() }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().codigo as number;
    await payByCard(order);
    const charged = await app.db.selectFrom('payments').select('monto').where('order_codigo', '=', order).where('estado', '=', 'APROBADO').executeTakeFirstOrThrow();
    expect(charged.monto).toBe(47_501);
    const inv = await invoiceOf(order);
    expect(inv.total).toBe(47_501);
    const total = /<dTotGralOpe>(\d+)<\/dTotGralOpe>/.exec(inv.xml)![1];
    expect(total).toBe('47501');
    expect(inv.xml).not.toMatch(/<dRedon>[1-9]/);
    const qr = new URL(inv.qr).searchParams;
    expect(qr.get('dTotGralOpe')).toBe(total);
    expect(qr.get('dTotIVA')).toBe(/<dTotIVA>(\d+)<\/dTotIVA>/.exec(inv.xml)![1]);
    await sifen().tick();
    expect(await invoiceOf(order)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
  });
});

describe('the receiver', () => {
  it('a customer registered with a foreign document AB123456 is invoiced with AB123456 as a passport, in the DE and its QR alike', async () => {
    const me = await app.db.selectFrom('customers').select(['codigo', 'document_type', 'documento', 'ruc']).where('email', '=', 'tester@farmacia.test').executeTakeFirstOrThrow();
    await app.db.updateTable('customers').set({ document_type: 'doc_extranjero', documento: 'AB123456', ruc: null }).where('codigo', '=', me.codigo).execute();
    try {
      const inv = await cashInvoice();
      expect(inv.xml).toContain('<iNatRec>2</iNatRec>');
      expect(inv.xml).toContain('<iTipIDRec>2</iTipIDRec><dDTipIDRec>Pasaporte</dDTipIDRec><dNumIDRec>AB123456</dNumIDRec>');
      expect(new URL(inv.qr).searchParams.get('dNumIDRec')).toBe('AB123456');
      await sifen().tick();
      expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
    } finally {
      await app.db.updateTable('customers').set({ document_type: me.document_type, documento: me.documento, ruc: me.ruc }).where('codigo', '=', me.codigo).execute();
    }
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

describe("SET's schemas", () => {
  it('every message the shop sent to SIFEN in this file, and every document in them, is valid against SET’s published schemas', () => {
    const roots = { recibe: ['WS_SiRecepDE_v150.xsd', 'rEnviDe'], consulta: ['WS_SiConsDE_v141.xsd', 'rEnviConsDeRequest'], evento: ['WS_SiRecepEvento_v150.xsd', 'rEnviEventoDe'] } as const;
    const kinds = new Set(standIn.received.map((r) => r.servicio));
    expect([...kinds].sort()).toEqual(['consulta', 'evento', 'recibe']);
    for (const r of standIn.received) {
      const [schema, element] = roots[r.servicio as keyof typeof roots];
      expect(checkSifenXml(r.body, schema, element), `${r.servicio} ${r.cdc}`).toEqual({ wellFormed: true, errors: [] });
      if (r.servicio === 'recibe') expect(checkSifenXml(/<rDE[\s\S]*<\/rDE>/.exec(r.body)![0], 'siRecepDE_v150.xsd').errors, r.cdc ?? '').toEqual([]);
      if (r.servicio === 'evento') expect(checkSifenXml(r.body, 'siRecepEvento_v150.xsd', 'gGroupGesEve').errors).toEqual([]);
    }
    // The stand-in refused nothing on its own: only the rejection the tests scripted (a timbrado taken away).
    expect(standIn.rejections.map((r) => r.codigo)).toEqual(['1101']);
  });
});
