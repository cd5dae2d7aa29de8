import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@botica/shared-contracts/invoices/invoices';
import { apportion, buildXml, mod11, validCdc, vatSplit } from '../src/modules/invoices/invoice.document.js';
import { receiverOf } from '../src/modules/invoices/invoice.receiver.js';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { shopInvoice } from '../src/modules/invoices/invoice.rows.js';

let app: FastifyInstance;
type Headers = Awaited<ReturnType<typeof loginAs>>;
let nuevo: Headers;
let tester: Headers;
let contador: Headers;
const BRANCH = 1001;
const products: { codigo: number; precio: number; iva: number }[] = [];
const today = new Date();
const month = () => {
  const y = today.getFullYear();
  const m = today.getMonth();
  const last = new Date(y, m + 1, 0).getDate();
  const mm = String(m + 1).padStart(2, '0');
  return { desde: `${y}-${mm}-01`, hasta: `${y}-${mm}-${last}` };
};

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  [nuevo, tester, contador] = await Promise.all([loginAs(app, 'nuevo@farmacia.test'), loginAs(app, 'tester@farmacia.test'), loginAs(app, 'contador@farmacia.test')]);
  // The new customer accepts the terms as the others did (orders need it).
  const accepted = await app.db.selectFrom('customers').select('terminos_estado').where('email', '=', 'tester@farmacia.test').executeTakeFirstOrThrow();
  await app.db.updateTable('customers').set({ terminos_estado: accepted.terminos_estado }).where('email', '=', 'nuevo@farmacia.test').execute();
  // Three products with the three VAT rates.
  for (const iva of [10, 5, 0]) {
    const p = await plainProduct(app, products.map((x) => x.codigo), 3000);
    await app.db.updateTable('products').set({ iva }).where('codigo', '=', p.codigo).execute();
    await setStock(app, p.codigo, BRANCH, 1000);
    products.push({ codigo: p.codigo, precio: p.precio, iva });
  }
});
afterAll(async () => app?.close());

async function placeOrder(who: Headers, code: number, detalles = products.map((p, i) => ({ productoCodigo: p.codigo, cantidad: i + 1 }))) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...who, ...FORM },
    payload: orderForm({ detalles, sucursalCodigo: BRANCH, formaPagoCodigo: code, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
}

/** Pays an order through the sandbox card provider's signed callback. */
async function payOrder(who: Headers): Promise<number> {
  const codigo = await placeOrder(who, 98);
  const started = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...who }, payload: { formaPago: 'credito_debito' } });
  expect(started.statusCode, started.body).toBe(200);
  const body = JSON.stringify({ evento: randomUUID(), tipo: 'pago', process_id: started.json().process_id, aprobado: true, respuestaCodigo: '00', respuestaDescripcion: 'Transacción aprobada' });
  const cb = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/sandbox-tarjeta', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(app.payments.secret, body) }, payload: body });
  expect(cb.statusCode, cb.body).toBe(200);
  return codigo;
}

const invoiceOf = (order: number) => app.db.selectFrom('invoices').selectAll().where('order_codigo', '=', order).executeTakeFirstOrThrow().then(shopInvoice);
const list = (who: Headers, extra = '') => app.inject({ method: 'GET', url: `/api/ventas?desde=${month().desde}&hasta=${month().hasta}${extra}`, headers: who });
const files = (who: Headers, id: number) => app.inject({ method: 'GET', url: `/api/ventas/${id}/archivos`, headers: who });

describe('VAT split and CDC', () => {
  it('splits by rate and shares an order discount to the guaraní', () => {
    const lines = [
      { codigo: '1', descripcion: 'a', cantidad: 1, total: 11000, iva: 10 },
      { codigo: '2', descripcion: 'b', cantidad: 2, total: 21000, iva: 5 },
      { codigo: '3', descripcion: 'c', cantidad: 1, total: 5000, iva: 0 },
    ];
    expect(vatSplit(lines)).toEqual({ exento: 5000, gravada5: 21000, gravada10: 11000, iva5: 1000, iva10: 1000, total: 37000 });
    const cut = apportion(lines, 36999);
    expect(cut.reduce((s, l) => s + l.total, 0)).toBe(36999);
  });
  it('computes the modulo-11 check digit as SIFEN does', () => {
    // The same algorithm gives the RUC check digits: 80069563-1, 2005001-1.
    expect(mod11('80069563')).toBe(1);
    expect(mod11('2005001')).toBe(1);
    const cdc = `0180069563100100100000012202208141000298398`;
    const full = `${cdc}${mod11(cdc)}`;
    expect(validCdc(full)).toBe(true);
    expect(validCdc(`${cdc}${(mod11(cdc) + 1) % 10}`)).toBe(false);
  });
});

describe('invoices of paid orders', () => {
  it('issues the invoice when the payment is approved, numbered in sequence, with the VAT split of the lines', async () => {
    const first = await payOrder(nuevo);
    const second = await payOrder(nuevo);
    const [a, b] = [await invoiceOf(first), await invoiceOf(second)];
    expect(b.numero).toBe(a.numero + 1);
    expect(a.establecimiento).toBe('001');
    expect(a.punto).toBe('002');
    const order = await app.db.selectFrom('orders').selectAll().where('codigo', '=', first).executeTakeFirstOrThrow();
    const lines = await app.db.selectFrom('order_lines').select(['producto_codigo', 'subtotal']).where('order_codigo', '=', first).execute();
    const byRate = (iva: number) => lines.filter((l) => products.find((p) => p.codigo === l.producto_codigo)!.iva === iva).reduce((s, l) => s + l.subtotal!, 0);
    expect(a.gravada10).toBe(byRate(10) + order.delivery + order.bolsa_total);
    expect(a.gravada5).toBe(byRate(5));
    expect(a.exento).toBe(byRate(0));
    expect(a.total).toBe(order.total);
    expect(a.ambiente).toBe('test');

    const res = await list(nuevo);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().results.find((r: { pedido: number }) => r.pedido === first);
    expect(row).toMatchObject({ numero: `001-002-${String(a.numero).padStart(7, '0')}`, total: order.total, mone_codigo: 'GS', timbrado: a.timbrado, vto_timbrado: '2027-12-31', operacion: 'VENTA' });
  });

  it('without a SIFEN certificate sends nothing: the invoice has no SIFEN state and nothing is queued', async () => {
    const order = await payOrder(nuevo);
    const inv = await invoiceOf(order);
    expect(app.sifen).toBeNull();
    expect(inv.sifen_estado).toBeNull();
    expect(inv.xml).not.toContain('<Signature');
    expect(await app.db.selectFrom('sifen_jobs').select('codigo').where('cdc', '=', inv.cdc).execute()).toEqual([]);
    expect((await list(nuevo)).json().results.find((r: { pedido: number }) => r.pedido === order).sifen).toBeNull();
  });

  it('answers the KuDE PDF (text with total and CDC) and a well-formed rDE XML with a valid CDC', async () => {
    const order = await payOrder(nuevo);
    const inv = await invoiceOf(order);
    const res = await files(nuevo, inv.codigo);
    expect(res.statusCode, res.body).toBe(200);
    const { pdf, xml, nombrePDF, nombreXML } = res.json().results;
    expect(nombrePDF).toMatch(/\.pdf$/);
    expect(nombreXML).toMatch(/\.xml$/);
    const pdfBytes = Buffer.from(pdf, 'base64');
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await new PDFParse({ data: new Uint8Array(pdfBytes) }).getText()).text;
    expect(text).toContain(inv.cdc);
    expect(text).toContain(`Gs. ${inv.total.toLocaleString('de-DE')}`);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(Buffer.from(xml, 'base64').toString('utf8'));
    const de = doc.rDE.DE;
    expect(de['@_Id']).toBe(inv.cdc);
    expect(validCdc(de['@_Id'])).toBe(true);
    expect(String(de.dDVId)).toBe(inv.cdc.at(-1));
    expect(Number(de.gTotSub.dTotGralOpe)).toBe(inv.total);
    expect(String(de.gTimb.dNumDoc).padStart(7, '0')).toBe(String(inv.numero).padStart(7, '0'));
    expect(de.gDatGralOpe.gEmis.dNomEmi).toBe('DE generado en ambiente de prueba - sin valor comercial ni fiscal');
    expect(doc.rDE.gCamFuFD.dCarQR).toContain(`Id=${inv.cdc}`);
  });

  it('issues the invoice of a cash order when it is delivered, once', async () => {
    const order = await placeOrder(nuevo, 1);
    expect(await app.db.selectFrom('invoices').select('codigo').where('order_codigo', '=', order).executeTakeFirst()).toBeUndefined();
    const done = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, headers: APP_AUTH });
    expect(done.statusCode, done.body).toBe(200);
    const again = await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, headers: APP_AUTH });
    expect(again.json().result.codigo).toBe(done.json().result.codigo);
    expect((await app.db.selectFrom('orders').select('estado').where('codigo', '=', order).executeTakeFirstOrThrow()).estado).toBe('REND');
    const xml = (await invoiceOf(order)).xml;
    expect(xml).toContain('<iTiPago>1</iTiPago>');
  });

  it('never shows another customer’s invoice (404)', async () => {
    const order = await payOrder(nuevo);
    const inv = await invoiceOf(order);
    expect((await files(tester, inv.codigo)).statusCode).toBe(404);
    const me = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow();
    expect((await list(tester, `&activeCliente=${me.codigo}`)).statusCode).toBe(404);
    const zip = await app.inject({ method: 'GET', url: `/api/ventas/porCliente/${me.codigo}/archivos?desde=${month().desde}&hasta=${month().hasta}`, headers: tester });
    expect(zip.statusCode).toBe(404);
    expect((await list(tester)).json().results.some((r: { pedido: number }) => r.pedido === order)).toBe(false);
  });

  it('zips every invoice of the month, PDF and XML', async () => {
    const me = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/ventas/porCliente/${me.codigo}/archivos?desde=${month().desde}&hasta=${month().hasta}`, headers: nuevo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('facturas.zip');
    const entries = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
    const count = (await list(nuevo)).json().results.length;
    expect(entries.filter((n) => n.endsWith('.pdf'))).toHaveLength(count);
    expect(entries.filter((n) => n.endsWith('.xml'))).toHaveLength(count);
  });
});

describe('accountants', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  it('lets the customer assign an accountant who then lists and downloads that client’s invoices, until removed', async () => {
    const k = await app.db.selectFrom('customers').select(['documento', 'codigo']).where('email', '=', 'contador@farmacia.test').executeTakeFirstOrThrow();
    const me = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow();
    // Before: the accountant does not reach this customer.
    expect((await list(contador, `&activeCliente=${me.codigo}`)).statusCode).toBe(404);

    const lookup = await app.inject({ method: 'GET', url: `/api/sifen/persona/${k.documento}`, headers: nuevo });
    expect(lookup.json().result).toMatchObject({ nombres: 'Ramón', apellidos: 'Contador Sosa' });

    const bad = await app.inject({ method: 'POST', url: '/api/sifen/agregar-contador', headers: { ...nuevo, ...FORM }, payload: form({ NOMBRES: 'Ramón', APELLIDOS: 'Sosa', CORREO: 'no-es-correo', TELEFONO: '0981-123456', DOCUMENTO: k.documento }) });
    expect(bad.statusCode).toBe(400);
    const added = await app.inject({ method: 'POST', url: '/api/sifen/agregar-contador', headers: { ...nuevo, ...FORM }, payload: form({ NOMBRES: 'Ramón', APELLIDOS: 'Contador Sosa', CORREO: 'contador@farmacia.test', TELEFONO: '0981-123456', DOCUMENTO: k.documento }) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(INVOICE_MESSAGES.accountantAdded);
    const codigo = added.json().result.CLCO_CODIGO;

    const mine = await app.inject({ method: 'GET', url: '/api/sifen/verificar-contador', headers: contador });
    expect(mine.json().result.isContador).toBe(true);
    expect(mine.json().result.clientes.map((c: { codigo: number }) => c.codigo)).toContain(me.codigo);
    const theirs = await list(contador, `&activeCliente=${me.codigo}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().results.length).toBeGreaterThan(0);
    expect((await files(contador, theirs.json().results[0].codigo)).statusCode).toBe(200);

    // Another customer cannot edit or delete it.
    expect((await app.inject({ method: 'POST', url: '/api/sifen/eliminar-contador', headers: { ...tester, ...FORM }, payload: form({ CLCO_CODIGO: String(codigo) }) })).statusCode).toBe(404);
    const upd = await app.inject({ method: 'PATCH', url: `/api/sifen/actualizar-contador/${codigo}`, headers: { ...nuevo, ...FORM }, payload: form({ NOMBRES: 'Ramón A.', APELLIDOS: 'Contador Sosa', CORREO: 'ramon@contadores.test', TELEFONO: '0981-654321', DOCUMENTO: k.documento }) });
    expect(upd.json().message).toBe(INVOICE_MESSAGES.accountantUpdated);
    expect((await app.inject({ method: 'GET', url: '/api/sifen/ver-contador', headers: nuevo })).json().result.CLCO_CORREO).toBe('ramon@contadores.test');

    const del = await app.inject({ method: 'POST', url: '/api/sifen/eliminar-contador', headers: { ...nuevo, ...FORM }, payload: form({ CLCO_CODIGO: String(codigo) }) });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(INVOICE_MESSAGES.accountantDeleted);
    expect((await list(contador, `&activeCliente=${me.codigo}`)).statusCode).toBe(404);
    expect((await files(contador, theirs.json().results[0].codigo)).statusCode).toBe(404);
  });

  it('keeps the electronic-invoice e-mail', async () => {
    const me = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow();
    const add = await app.inject({ method: 'POST', url: '/api/sifen/agregar-correo-sifen', headers: { ...nuevo, ...FORM }, payload: form({ correoSifen: 'facturas@nuevo.test', codigoPersona: String(me.codigo) }) });
    expect(add.json().message).toBe(INVOICE_MESSAGES.sifenEmailAdded);
    const upd = await app.inject({ method: 'PATCH', url: `/api/sifen/actualizar-correo-sifen/${me.codigo}`, headers: { ...nuevo, ...FORM }, payload: form({ correoSifen: 'otra@nuevo.test', codigoPersona: String(me.codigo) }) });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().message).toBe(INVOICE_MESSAGES.sifenEmailUpdated);
    expect((await app.inject({ method: 'GET', url: '/api/sifen/correo-sifen', headers: nuevo })).json().result.correoSifen).toBe('otra@nuevo.test');
    expect((await app.inject({ method: 'PATCH', url: `/api/sifen/actualizar-correo-sifen/${me.codigo}`, headers: { ...tester, ...FORM }, payload: form({ correoSifen: 'x@y.test' }) })).statusCode).toBe(404);
  });
});

describe('public download (/factura)', () => {
  it('finds the invoice by document and Pin, or by document and order number; wrong data gets the message', async () => {
    const order = await payOrder(nuevo);
    const inv = await invoiceOf(order);
    const doc = (await app.db.selectFrom('customers').select('documento').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow()).documento;
    const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/sifen', headers: APP_AUTH, payload });
    const ticket = await post({ documento: doc, hash: inv.pin, comprobante: '', automatico: true });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().nombrePDF).toMatch(/\.pdf$/);
    const nota = await post({ documento: doc, hash: '', comprobante: String(order), automatico: false });
    expect(nota.statusCode).toBe(200);
    const wrong = await post({ documento: doc, hash: 'ZZZZZZZZ', comprobante: '' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(INVOICE_MESSAGES.publicNotFound);
    const otherDoc = await post({ documento: '999999', hash: '', comprobante: String(order) });
    expect(otherDoc.statusCode).toBe(404);
  });

  it('limits the public download to 10 requests a minute per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/sifen', headers: APP_AUTH, remoteAddress: '10.9.8.7', payload: { documento: '1', hash: 'AAAAAAAA' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('the XML for every kind of receiver', () => {
  const issuer = { ruc: '80012345-6', razonSocial: 'Botica', timbrado: '17654321', timbradoInicio: '2026-01-01', establecimiento: '001', punto: '002', csc: 'ABCD0000000000000000000000000000', cscId: '0001', produccion: false };
  const lines = [
    { codigo: '1', descripcion: `Ñandutí ${'x'.repeat(200)}`, cantidad: 3, total: 10000, iva: 10 },
    { codigo: 'DELIVERY', descripcion: 'Costo de envío', cantidad: 1, total: 5000, iva: 5 },
  ];
  const receivers = [
    { codigo: 1, nombre: 'Distribuidora Demo S.A.', tipo: 'empresa' as const, documento: '80012345-6', document_type: 'ruc' as const, email: 'a@b.test' },
    { codigo: 2, nombre: 'José Pérez', tipo: 'persona' as const, documento: 'AB123456', document_type: 'doc_extranjero' as const, email: null },
    { codigo: 3, nombre: '', tipo: 'persona' as const, documento: '1234567', document_type: 'ci' as const, email: 'not-an-email' },
    { codigo: 4, nombre: 'Ana', tipo: 'persona' as const, documento: '12345678-9', document_type: 'ruc' as const, email: null },
  ];
  it.each(receivers)('builds a valid document for $document_type $documento', async ({ codigo, nombre, email, ...customer }) => {
    const cliente = { codigo, nombre, email, receptor: receiverOf({ ...customer, ruc: null }) };
    const built = await buildXml({ issuer, numero: 1, fecha: new Date(), codigoSeguridad: '000000001', cliente, lines, split: vatSplit(lines), tipoPago: 3 });
    expect(validCdc(built.cdc)).toBe(true);
    expect(new XMLParser().parse(built.xml).rDE.DE.gTotSub.dTotGralOpe).toBe(15000);
  });
});
