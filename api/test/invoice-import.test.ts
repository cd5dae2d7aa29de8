import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_IMPORT_MESSAGES as M, type ExternalInvoiceInput } from '@botica/shared-contracts/invoices/integration';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

/** Invoices issued by the chain's point of sale, received through `POST /api/integraciones/facturas` (decision 074). */
const KEY = 'clave-de-integracion-de-prueba-0123456789abcdef';
let app: FastifyInstance;
type Headers = Awaited<ReturnType<typeof loginAs>>;
let empresa: Headers;
let tester: Headers;
let empresaCodigo: number;

/** A real PDF (pdfkit) with the invoice's text: what the issuer's KuDE would be. */
function kude(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const XML = '<?xml version="1.0" encoding="UTF-8"?><rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><DE Id="x"><dFeEmiDE>2026-11-28T10:00:00</dFeEmiDE></DE></rDE>';
let PDF: Buffer;

const now = new Date();
/** This month in Asunción (UTC-3), as /mis-facturas asks for it. */
function month() {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  return { desde: `${y}-${mm}-01`, hasta: `${y}-${mm}-${last}` };
}

let serial = 100;
/** A USD invoice of the company customer: US$ 1.234,50 (10% VAT), one more number each call. */
function usdInvoice(over: Partial<ExternalInvoiceInput> = {}): ExternalInvoiceInput {
  serial += 1;
  return {
    fecha: new Date(now.getTime() - 60_000).toISOString(),
    codigo: `POS-${serial}`,
    operacion: 'VENTA',
    documento: '80012345-6',
    comprobante: 'FACTURA ELECTRONICA',
    numero: `003-001-${String(serial).padStart(7, '0')}`,
    timbrado: '16543210',
    vto_timbrado: '2027-06-30',
    mone_codigo: 'USD',
    exento: 0,
    gravada5: 0,
    gravada10: 123_450,
    total: 123_450,
    pdf: b64(PDF),
    xml: b64(XML),
    ...over,
  };
}

const send = (payload: unknown, key: string | null = KEY, target = app) =>
  target.inject({ method: 'POST', url: '/api/integraciones/facturas', headers: key === null ? {} : { authorization: `Bearer ${key}` }, payload: payload as object });
const list = (who: Headers) => app.inject({ method: 'GET', url: `/api/ventas?desde=${month().desde}&hasta=${month().hasta}`, headers: who });
const files = (who: Headers, id: number) => app.inject({ method: 'GET', url: `/api/ventas/${id}/archivos`, headers: who });
const firstError = (res: { json: () => unknown }) => (res.json() as { errors: { msg: string; param?: string }[] }).errors[0] ?? { msg: '' };

beforeAll(async () => {
  PDF = await kude('KuDE de factura electrónica 003-001 Total US$ 1.234,50');
  app = await testApp({ INTEGRATION_API_KEY: KEY, PAYMENT_SWEEP_SECONDS: 0, SIFEN_POLL_SECONDS: 0 });
  [empresa, tester] = await Promise.all([loginAs(app, 'empresa@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
  empresaCodigo = (await app.db.selectFrom('customers').select('codigo').where('email', '=', 'empresa@farmacia.test').executeTakeFirstOrThrow()).codigo;
});
afterAll(async () => app?.close());

describe('an invoice in US dollars issued at a branch', () => {
  it('is received once, listed to its customer as dollars, downloaded as its issuer drew it and never queued for SIFEN', async () => {
    const body = usdInvoice();
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ ok: true, duplicada: false, result: { clie_codigo: empresaCodigo, numero: body.numero, timbrado: '16543210', mone_codigo: 'USD', total: 123_450 } });

    const listed = await list(empresa);
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().results.find((r: { codigo: number }) => r.codigo === answer.result.codigo);
    expect(row).toMatchObject({ numero: body.numero, mone_codigo: 'USD', total: 1234.5, gravada10: 1234.5, exento: 0, pedido: null, origen: 'externa', operacion: 'VENTA', vto_timbrado: '2027-06-30' });

    const f = await files(empresa, answer.result.codigo);
    expect(f.statusCode, f.body).toBe(200);
    const got = f.json().results;
    expect(Buffer.from(got.pdf, 'base64').equals(PDF)).toBe(true);
    expect(Buffer.from(got.xml, 'base64').toString('utf8')).toBe(XML);
    expect(got.nombrePDF).toBe(`factura-${body.numero}.pdf`);

    const zip = await app.inject({ method: 'GET', url: `/api/ventas/porCliente/${empresaCodigo}/archivos?desde=${month().desde}&hasta=${month().hasta}`, headers: empresa });
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Buffer.from(entries[`factura-${body.numero}.pdf`]!).equals(PDF)).toBe(true);

    const stored = await app.db.selectFrom('invoices').select(['origen', 'sifen_estado', 'order_codigo', 'pin', 'codigo_externo', 'iva10']).where('codigo', '=', answer.result.codigo).executeTakeFirstOrThrow();
    expect(stored).toEqual({ origen: 'externa', sifen_estado: null, order_codigo: null, pin: null, codigo_externo: body.codigo, iva10: Math.round(123_450 / 11) });
    expect(await app.db.selectFrom('sifen_jobs').select('codigo').where('invoice_codigo', '=', answer.result.codigo).execute()).toEqual([]);
  });

  it('delivered twice is one invoice, and the second answer says so', async () => {
    const body = usdInvoice();
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send({ ...body, codigo: 'POS-reintento' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ ok: true, duplicada: true, result: { codigo: first.json().result.codigo } });
    const same = await app.db.selectFrom('invoices').select('codigo').where('timbrado', '=', '16543210').where('numero', '=', Number(body.numero.slice(8))).execute();
    expect(same).toHaveLength(1);
    // Another invoice under the same timbrado and number is refused, not merged.
    const other = await send({ ...body, gravada10: 100, total: 100 });
    expect(other.statusCode).toBe(409);
    expect(firstError(other).msg).toBe(M.duplicateOther);
  });

  it('is found by the customer document or code; in guaraníes it is listed in guaraníes', async () => {
    const res = await send(usdInvoice({ documento: undefined, clie_codigo: empresaCodigo, mone_codigo: 'GS', gravada10: 5_500_000, gravada5: 210_000, total: 5_710_000 }));
    expect(res.statusCode, res.body).toBe(201);
    const row = (await list(empresa)).json().results.find((r: { codigo: number }) => r.codigo === res.json().result.codigo);
    expect(row).toMatchObject({ mone_codigo: 'GS', total: 5_710_000, gravada5: 210_000 });
  });
});

describe('who may send and see it', () => {
  it('answers 401 without the key or with a wrong one, and stores nothing', async () => {
    const body = usdInvoice();
    for (const key of [null, 'otra-clave', `${KEY}x`, KEY.slice(0, -1)]) {
      const res = await send(body, key);
      expect(res.statusCode).toBe(401);
      expect(firstError(res).msg).toBe(M.unauthorized);
    }
    const withAppAuth = await app.inject({ method: 'POST', url: '/api/integraciones/facturas', headers: APP_AUTH, payload: body });
    expect(withAppAuth.statusCode).toBe(401);
    expect(await app.db.selectFrom('invoices').select('codigo').where('codigo_externo', '=', body.codigo as string).execute()).toEqual([]);
  });

  it('does not exist without INTEGRATION_API_KEY', async () => {
    const off = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
    try {
      // No such route: with the application authorisation (past the shop's own check) the answer is 404…
      const res = await off.inject({ method: 'POST', url: '/api/integraciones/facturas', headers: APP_AUTH, payload: usdInvoice() });
      expect(res.statusCode).toBe(404);
      // …and a key that would be right elsewhere opens nothing.
      const withKey = await send(usdInvoice(), KEY, off);
      expect(withKey.statusCode).toBe(401);
      expect(firstError(withKey).msg).not.toBe(M.unauthorized);
      expect(await off.db.selectFrom('invoices').select('codigo').where('origen', '=', 'externa').execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('another customer does not see it, nor download its files or zip', async () => {
    const res = await send(usdInvoice());
    const codigo = res.json().result.codigo as number;
    const theirs = (await list(tester)).json().results as { codigo: number }[];
    expect(theirs.some((r) => r.codigo === codigo)).toBe(false);
    expect((await files(tester, codigo)).statusCode).toBe(404);
    const zip = await app.inject({ method: 'GET', url: `/api/ventas/porCliente/${empresaCodigo}/archivos?desde=${month().desde}&hasta=${month().hasta}`, headers: tester });
    expect(zip.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const cases: [string, Partial<ExternalInvoiceInput> | Record<string, unknown>, number, string][] = [
    ['a currency other than GS or USD', { mone_codigo: 'EUR' }, 400, M.moneda],
    ['amounts that do not add up', { gravada10: 100_000, total: 123_450 }, 400, M.sum],
    ['a decimal amount', { gravada10: 1234.5, total: 1234.5 }, 400, M.amount],
    ['a malformed number', { numero: '3-1-101' }, 400, M.numero],
    ['no customer', { documento: undefined }, 400, M.customerRequired],
    ['an unknown customer', { documento: '99999999' }, 422, M.customerNotFound],
    ['a customer code and a document of another', { clie_codigo: 1, documento: '3456789' }, 422, M.customerMismatch],
    ['a PDF that is not base64', { pdf: 'no es base64!' }, 400, M.base64],
    ['a PDF that is not a PDF', { pdf: b64('<html>factura</html>') }, 422, M.pdfInvalid],
    ['a PDF cut short', { pdf: b64('%PDF-1.7\n1 0 obj') }, 422, M.pdfInvalid],
    ['an XML that is not well formed', { xml: b64('<rDE><DE></rDE>') }, 422, M.xmlInvalid],
    ['a timbrado of 7 digits', { timbrado: '1234567' }, 400, M.timbrado],
    ['the online shop’s own point of sale', { timbrado: '17654321', numero: '001-002-0000001' }, 422, M.ownPoint],
    ['a date in the future', { fecha: '2099-01-01' }, 422, M.fechaFutura],
  ];
  for (const [what, over, status, msg] of cases) {
    it(`refuses ${what} in Spanish`, async () => {
      const body = { ...usdInvoice(), ...over } as Record<string, unknown>;
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(status);
      expect(firstError(res).msg.startsWith(msg), firstError(res).msg).toBe(true);
    });
  }

  it('refuses a PDF over 2 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const res = await send(usdInvoice({ pdf: b64(big) }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res).msg).toBe(M.pdfTooLarge);
  });
});
