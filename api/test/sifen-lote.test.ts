import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdcFound } from '../src/modules/invoices/sifen/sifen.client.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { makeCertificate, startSifenStandIn } from './support/sifen-stand-in.js';
import { checkSifenXml } from './support/sifen-xsd.js';
import { shopInvoice } from '../src/modules/invoices/invoice.rows.js';

/**
 * Invoices sent to SIFEN in lotes (SIFEN_SEND_MODE=lote): zipped rLoteDE to siRecepLoteDE, the lote's number kept,
 * its result asked for with siConsLoteDE, each document's answer recorded. The sender is driven by hand
 * (`app.sifen.tick(now)`), against the local stand-in of SIFEN's web services.
 */
let app: FastifyInstance;
let standIn: Awaited<ReturnType<typeof startSifenStandIn>>;
let who: Awaited<ReturnType<typeof loginAs>>;
const cert = makeCertificate('clave-de-lote');
const TIMBRADO = '17654321';
const RETRY_SECONDS = 60;
const LOTE_SIZE = 2;
/** The first consultation of a lote comes 10 s after SIFEN received it (its announced time is 0 here). */
const FIRST_ASK_SECONDS = 10;
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
    SIFEN_TIMBRADO: TIMBRADO,
    SIFEN_SEND_MODE: 'lote',
    SIFEN_LOTE_SIZE: LOTE_SIZE,
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
const at = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

async function cashInvoice() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...who, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: product.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 1, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().codigo as number;
  const delivered = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, headers: APP_AUTH });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return invoiceOf(order);
}

const invoiceOf = (order: number) => app.db.selectFrom('invoices').selectAll().where('order_codigo', '=', order).executeTakeFirstOrThrow().then(shopInvoice);
const jobOf = (cdc: string) => app.db.selectFrom('sifen_jobs').selectAll().where('cdc', '=', cdc).where('tipo', '=', 'de').executeTakeFirstOrThrow();
/** The lotes the stand-in received that carry the CDC. */
const lotesWith = (cdc: string) => [...standIn.lotes.entries()].filter(([, l]) => l.cdcs.includes(cdc)).map(([n]) => n);
const count = (servicio: string) => standIn.received.filter((r) => r.servicio === servicio).length;

async function listed(order: number) {
  const d = new Date();
  const desde = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
  const hasta = new Date(d.getFullYear(), d.getMonth() + 1, 0);
  const res = await app.inject({ method: 'GET', url: `/api/ventas?desde=${desde}&hasta=${desde.slice(0, 8)}${String(hasta.getDate()).padStart(2, '0')}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.find((r: { pedido: number }) => r.pedido === order);
}

describe('sending in lotes (siRecepLoteDE, siConsLoteDE)', () => {
  it('sends the due invoices zipped in lotes of SIFEN_LOTE_SIZE, keeps each lote number, and records each approval once the lote concluded', async () => {
    const invoices = [await cashInvoice(), await cashInvoice(), await cashInvoice()];
    const sent = count('recibe-lote');
    const t0 = new Date();
    await sifen().tick(t0);
    // three documents, lotes of two: two lotes, and nothing through the one-document service
    expect(count('recibe-lote') - sent).toBe(2);
    expect(count('recibe')).toBe(0);
    const request = standIn.received.filter((r) => r.servicio === 'recibe-lote').at(-2)!.body;
    expect(request).toMatch(/<rEnvioLote xmlns="http:\/\/ekuatia\.set\.gov\.py\/sifen\/xsd"><dId>\d+<\/dId><xDE>[A-Za-z0-9+/=]+<\/xDE><\/rEnvioLote>/);
    const files = unzipSync(Buffer.from(/<xDE>([^<]+)<\/xDE>/.exec(request)![1]!, 'base64'));
    const xml = strFromU8(Object.values(files)[0]!);
    expect(Object.keys(files)).toHaveLength(1);
    expect(xml).toMatch(/^<rLoteDE><rDE[\s\S]*<\/rDE><rDE[\s\S]*<\/rDE><\/rLoteDE>$/);
    expect(xml).toContain(`<DE Id="${invoices[0]!.cdc}"`);

    for (const inv of invoices) {
      const [lote] = lotesWith(inv.cdc);
      expect(lote).toBeTruthy();
      expect(await jobOf(inv.cdc)).toMatchObject({ estado: 'pendiente', lote });
      expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'pendiente', sifen_lote: lote });
    }

    // Not asked before its time; then siConsLoteDE gives each document's answer.
    await sifen().tick(at(t0, FIRST_ASK_SECONDS - 1));
    expect(count('consulta-lote')).toBe(0);
    await sifen().tick(at(t0, FIRST_ASK_SECONDS));
    expect(count('consulta-lote')).toBe(2);
    for (const inv of invoices) {
      expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260', sifen_protocolo: standIn.approved.get(inv.cdc)!.protocolo });
      expect((await listed(inv.order_codigo)).sifen).toEqual({ estado: 'aprobado', codigo: '0260', mensaje: 'Autorización del DE satisfactoria' });
    }
    // Done: nothing is sent or asked again.
    await sifen().tick(at(t0, 7200));
    expect(count('recibe-lote') - sent).toBe(2);
    expect(count('consulta-lote')).toBe(2);
  });

  it('records a document the lote rejected, with SIFEN’s code and message, as final', async () => {
    standIn.script.push({ kind: 'rechazo', codigo: '1101', mensaje: 'Número de timbrado inválido' });
    const inv = await cashInvoice();
    const t0 = new Date();
    await sifen().tick(t0);
    await sifen().tick(at(t0, FIRST_ASK_SECONDS));
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'rechazado', sifen_codigo: '1101', sifen_mensaje: 'Número de timbrado inválido' });
    expect(await jobOf(inv.cdc)).toMatchObject({ estado: 'rechazado', respuesta_codigo: '1101' });
    const lotes = count('recibe-lote');
    await sifen().tick(at(t0, 7200));
    expect(count('recibe-lote')).toBe(lotes);
    expect(lotesWith(inv.cdc)).toHaveLength(1);
  });

  it('asks again while the lote is still processing (0361), without sending it again', async () => {
    standIn.settings.consultasEnProceso = 2;
    try {
      const inv = await cashInvoice();
      const t0 = new Date();
      await sifen().tick(t0);
      const lote = (await jobOf(inv.cdc)).lote;
      expect(lote).toBeTruthy();

      const t1 = at(t0, FIRST_ASK_SECONDS);
      await sifen().tick(t1);
      let job = await jobOf(inv.cdc);
      expect(job).toMatchObject({ estado: 'pendiente', lote, incierto: false });
      expect(new Date(job.proximo_intento).getTime() - t1.getTime()).toBe(RETRY_SECONDS * 1000);
      expect((await invoiceOf(inv.order_codigo)).sifen_estado).toBe('pendiente');

      const t2 = at(t1, RETRY_SECONDS);
      await sifen().tick(t2);
      job = await jobOf(inv.cdc);
      expect(job).toMatchObject({ estado: 'pendiente', lote });

      await sifen().tick(at(t2, RETRY_SECONDS));
      expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260', sifen_lote: lote });
      expect(lotesWith(inv.cdc)).toEqual([lote]);
    } finally {
      standIn.settings.consultasEnProceso = 0;
    }
  });

  it('a lote sent without answer (timeout) is retried after asking SIFEN for each CDC, and approved', async () => {
    standIn.loteScript.push({ kind: 'sin-respuesta', procesa: false });
    const inv = await cashInvoice();
    const t0 = new Date();
    await sifen().tick(t0);
    let job = await jobOf(inv.cdc);
    expect(job).toMatchObject({ estado: 'pendiente', incierto: true, lote: null });
    expect(job.ultimo_error).toMatch(/no respondió/);
    expect(new Date(job.proximo_intento).getTime() - t0.getTime()).toBe(RETRY_SECONDS * 1000);

    const t1 = at(t0, RETRY_SECONDS);
    await sifen().tick(t1);
    // SIFEN did not have it (0420): sent again in a new lote
    expect(standIn.received.filter((r) => r.servicio === 'consulta' && r.cdc === inv.cdc)).toHaveLength(1);
    job = await jobOf(inv.cdc);
    expect(job.lote).toBe(lotesWith(inv.cdc)[0]);
    await sifen().tick(at(t1, FIRST_ASK_SECONDS));
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
  });

  it('a lote SIFEN processed but whose answer was lost is not sent again: siConsDE’s "CDC encontrado" as 0421 (manual v150) counts as received', async () => {
    standIn.loteScript.push({ kind: 'sin-respuesta', procesa: true });
    standIn.settings.codigoEncontrado = '0421';
    try {
      const inv = await cashInvoice();
      const t0 = new Date();
      await sifen().tick(t0);
      expect((await jobOf(inv.cdc)).incierto).toBe(true);
      expect(standIn.approved.has(inv.cdc)).toBe(true);
      await sifen().tick(at(t0, RETRY_SECONDS));
      expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0421', sifen_protocolo: standIn.approved.get(inv.cdc)!.protocolo });
      expect(lotesWith(inv.cdc)).toHaveLength(1);
    } finally {
      standIn.settings.codigoEncontrado = '0422';
    }
  });

  it('a lote consultation without answer keeps the lote and asks again later', async () => {
    const inv = await cashInvoice();
    const t0 = new Date();
    await sifen().tick(t0);
    const lote = (await jobOf(inv.cdc)).lote;
    standIn.consultaLoteScript.push({ kind: 'sin-respuesta' });
    const t1 = at(t0, FIRST_ASK_SECONDS);
    await sifen().tick(t1);
    const job = await jobOf(inv.cdc);
    expect(job).toMatchObject({ estado: 'pendiente', lote, incierto: true });
    expect(job.ultimo_error).toMatch(/no respondió/);
    // the second attempt unanswered: retried after twice the base delay, asking the same lote
    expect(new Date(job.proximo_intento).getTime() - t1.getTime()).toBe(2 * RETRY_SECONDS * 1000);
    await sifen().tick(at(t1, 2 * RETRY_SECONDS));
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
    expect(lotesWith(inv.cdc)).toEqual([lote]);
  });

  it('a lote SIFEN does not know (0360) sends its documents again once SIFEN says it lacks them', async () => {
    const inv = await cashInvoice();
    const t0 = new Date();
    await sifen().tick(t0);
    const lote = (await jobOf(inv.cdc)).lote!;
    standIn.lotes.delete(lote);
    standIn.approved.delete(inv.cdc);
    await sifen().tick(at(t0, FIRST_ASK_SECONDS));
    const job = await jobOf(inv.cdc);
    // asked for by its CDC (0420), then sent in a new lote
    expect(standIn.received.filter((r) => r.servicio === 'consulta' && r.cdc === inv.cdc)).toHaveLength(1);
    expect(job.lote).toBeTruthy();
    expect(job.lote).not.toBe(lote);
    expect(lotesWith(inv.cdc)).toEqual([job.lote]);
    await sifen().tick(at(t0, 2 * FIRST_ASK_SECONDS));
    expect(await invoiceOf(inv.order_codigo)).toMatchObject({ sifen_estado: 'aprobado', sifen_codigo: '0260' });
  });
});

describe("SET's schemas", () => {
  it('every lote, lote consultation and CDC consultation sent in this file, and every document inside the lotes, is valid as SET publishes them', () => {
    const roots = { 'recibe-lote': ['WS_SiRecepLoteDE_v141.xsd', 'rEnvioLote'], 'consulta-lote': ['WS_SiConsLote_v141.xsd', 'rEnviConsLoteDe'], consulta: ['WS_SiConsDE_v141.xsd', 'rEnviConsDeRequest'] } as const;
    expect([...new Set(standIn.received.map((r) => r.servicio))].sort()).toEqual(['consulta', 'consulta-lote', 'recibe-lote']);
    let documents = 0;
    for (const r of standIn.received) {
      const [schema, element] = roots[r.servicio as keyof typeof roots];
      expect(checkSifenXml(r.body, schema, element), r.servicio).toEqual({ wellFormed: true, errors: [] });
      if (r.servicio !== 'recibe-lote') continue;
      const lote = strFromU8(Object.values(unzipSync(Buffer.from(/<xDE>([^<]+)<\/xDE>/.exec(r.body)![1]!, 'base64')))[0]!);
      for (const [rde] of lote.matchAll(/<rDE[\s\S]*?<\/rDE>/g)) {
        expect(checkSifenXml(rde, 'siRecepDE_v150.xsd').errors).toEqual([]);
        documents += 1;
      }
    }
    expect(documents).toBeGreaterThanOrEqual(9);
    // Only the rejection a test scripted: the stand-in's own validations refused nothing.
    expect(standIn.rejections.map((r) => r.codigo)).toEqual(['1101']);
  });
});

describe('"CDC encontrado" (siConsDE)', () => {
  it('is 0422, or 0421 (the v150 manual’s number) when the answer carries the document; 0421 alone is not', () => {
    expect(cdcFound('0422', '<ns2:dCodRes>0422</ns2:dCodRes>')).toBe(true);
    expect(cdcFound('0421', '<ns2:dCodRes>0421</ns2:dCodRes><ns2:xContenDE><rDE/></ns2:xContenDE>')).toBe(true);
    expect(cdcFound('0421', '<ns2:dCodRes>0421</ns2:dCodRes><ns2:dMsgRes>RUC Certificado sin permiso</ns2:dMsgRes>')).toBe(false);
    expect(cdcFound('0420', '<ns2:dCodRes>0420</ns2:dCodRes>')).toBe(false);
  });
});
