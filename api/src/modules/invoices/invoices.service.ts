import { randomInt } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import { INVOICE_MESSAGES, type Accountant, type AccountantClient, type AccountantForm, type Invoice, type InvoiceFiles } from '@botica/shared-contracts/invoices/invoices';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { invoiceAmountFromMinor } from '@botica/shared-contracts/format/money';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound, unprocessable } from '../../http/app-error.js';
import { type InvoiceLine, type Issuer, apportion, buildXml, invoiceNumber, vatSplit } from './invoice.document.js';
import { renderKude } from './invoice.kude.js';
import { receiverDocument, receiverOf } from './invoice.receiver.js';
import { type InvoiceRow, type ShopInvoiceRow, shopInvoice } from './invoice.rows.js';
import * as repo from './invoices.repository.js';
import type { SifenService } from './sifen/sifen.service.js';

export interface InvoicesConfig {
  issuer: Issuer;
  vtoTimbrado: string;
  /** The SIFEN sender when a certificate is configured: it signs each document and sends it after the commit. */
  sifen: SifenService | null;
}

const PIN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newPin = () => Array.from({ length: 8 }, () => PIN_ALPHABET[randomInt(PIN_ALPHABET.length)]).join('');
const digits = (s: string) => s.replace(/\D/g, '');
const two = (n: number) => String(n).padStart(2, '0');
/** A `date` column as YYYY-MM-DD (drivers give it as a local-midnight Date or as text). */
const isoDay = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`);

export class InvoicesService {
  constructor(
    private readonly deps: { target: { db: Kysely<Database>; pglite: PGlite | null }; config: InvoicesConfig; log: FastifyBaseLogger },
  ) {}

  private get db() {
    return this.deps.target.db;
  }

  /**
   * Issues the invoice of an order, inside the caller's transaction (the payment's approval, or the delivery of a
   * cash order). Once per order: a second call finds it. The number is taken from the point of sale's counter row,
   * locked by the update, so numbers have no gaps and no duplicates.
   */
  async issue(trx: Kysely<Database>, orderCodigo: number): Promise<ShopInvoiceRow> {
    const existing = await repo.invoiceOfOrder(trx, orderCodigo);
    if (existing) return shopInvoice(existing);
    const order = await repo.orderToInvoice(trx, orderCodigo);
    const customer = await repo.invoiceCustomer(trx, order.customer_codigo);
    const correo = await repo.invoiceEmail(trx, customer.codigo);
    const rows = await repo.orderLinesWithVat(trx, orderCodigo);
    let lines: InvoiceLine[] = rows
      .map((r) => ({ codigo: String(r.producto_codigo), descripcion: r.descripcion, cantidad: r.cantidad, total: r.subtotal ?? r.precio * r.cantidad, iva: r.iva ?? 10 }))
      .filter((l) => l.total > 0);
    if (order.bolsa_total > 0) lines.push({ codigo: 'BOLSA', descripcion: 'Bolsa', cantidad: order.bolsa_cantidad, total: order.bolsa_total, iva: 10 });
    if (order.delivery > 0) lines.push({ codigo: 'DELIVERY', descripcion: 'Costo de envío', cantidad: 1, total: order.delivery, iva: 10 });
    // A gift card bought in the shop is a prepayment of future purchases: invoiced exempt (the purchase is taxed).
    if (lines.length === 0) lines.push({ codigo: 'GIFT', descripcion: 'Tarjeta de regalo', cantidad: 1, total: order.total, iva: 0 });
    // The sale's amount is what the order cost: a gift card only pays part of it (a means of payment).
    lines = apportion(lines, order.total + order.gift_monto);
    const split = vatSplit(lines);

    const { issuer } = this.deps.config;
    const numero = await repo.nextInvoiceNumber(trx, issuer);
    const fecha = new Date();
    const empresa = customer.tipo === 'empresa';
    const nombre = empresa ? (customer.razon_social ?? customer.nombres) : `${customer.nombres} ${customer.apellidos}`.trim();
    // One rule for who the invoice is made out to (taxpayer by RUC, or identity document as typed): the DE's
    // receiver, the QR read from the DE, and the receiver the KuDE shows all come from it.
    const receptor = receiverOf(customer);
    const documento = receiverDocument(receptor);
    const built = await buildXml({
      issuer,
      numero,
      fecha,
      codigoSeguridad: String(randomInt(1, 999_999_999)).padStart(9, '0'),
      cliente: { codigo: customer.codigo, nombre, receptor, email: correo?.correo ?? customer.email },
      lines,
      split,
      // SIFEN iTiPago: 1 cash (paid on delivery), 3 card and other electronic means.
      tipoPago: OFFLINE_PAYMENT_CODES.includes(order.forma_pago_codigo) ? 1 : 3,
    }, this.deps.config.sifen?.sign);
    const invoice = shopInvoice(await repo.insertInvoice(trx, {
      order_codigo: orderCodigo,
      customer_codigo: customer.codigo,
      fecha,
      timbrado: issuer.timbrado,
      vto_timbrado: this.deps.config.vtoTimbrado,
      establecimiento: issuer.establecimiento,
      punto: issuer.punto,
      numero,
      exento: split.exento,
      gravada5: split.gravada5,
      gravada10: split.gravada10,
      iva5: split.iva5,
      iva10: split.iva10,
      total: split.total,
      cdc: built.cdc,
      pin: newPin(),
      ambiente: issuer.produccion ? 'produccion' : 'test',
      xml: built.xml,
      qr: built.qr,
      lineas: JSON.stringify(lines),
      receptor: JSON.stringify({ nombre, documento }),
    }));
    // Queued with the invoice: sent once the issuing transaction commits (an invoice rolled back is never sent).
    if (!this.deps.config.sifen) return invoice;
    await this.deps.config.sifen.enqueue(trx, invoice);
    return { ...invoice, sifen_estado: 'pendiente' };
  }

  /** A cash order handed over (operator): delivered, and its invoice issued in the same transaction. */
  async markDelivered(orderCodigo: number): Promise<ShopInvoiceRow> {
    return inTransaction(this.deps.target, async (trx) => {
      const order = await repo.lockOrderState(trx, orderCodigo);
      if (!order) throw notFound('El pedido no existe.');
      if (order.estado === 'ANUL') throw conflict('El pedido está anulado.');
      if (order.estado !== 'REND') await repo.markOrderDelivered(trx, orderCodigo);
      return this.issue(trx, orderCodigo);
    });
  }

  // ---- access

  private async documentOf(customer: number): Promise<string> {
    const c = await repo.customerDocument(this.db, customer);
    return c ? digits(c.documento) : '';
  }

  /** Whether `viewer` may see `client`'s invoices: it is them, or the accountant the client assigned (account or document). */
  private async mayView(viewer: number, client: number): Promise<boolean> {
    if (viewer === client) return true;
    const doc = await this.documentOf(viewer);
    const link = await repo.accountantLink(this.db, client, viewer, doc);
    return Boolean(link);
  }

  private async ensureView(viewer: number, client: number) {
    if (!(await this.mayView(viewer, client))) throw notFound(INVOICE_MESSAGES.clientNotFound);
  }

  private rangeOf(desde: string, hasta: string): [Date, Date] {
    const from = new Date(`${desde}T00:00:00-03:00`);
    const to = new Date(`${hasta}T00:00:00-03:00`);
    to.setUTCDate(to.getUTCDate() + 1);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > 400 * 86_400_000) {
      throw unprocessable(INVOICE_MESSAGES.invalidRange, 'desde');
    }
    return [from, to];
  }

  private rows(client: number, desde: string, hasta: string) {
    const [from, to] = this.rangeOf(desde, hasta);
    return repo.invoicesBetween(this.db, client, from, to);
  }

  /** `GET /ventas`: the invoices of the month of the viewer, or of a client that assigned them as accountant. */
  async list(viewer: number, desde: string, hasta: string, activeCliente?: number): Promise<Invoice[]> {
    const client = activeCliente ?? viewer;
    await this.ensureView(viewer, client);
    return (await this.rows(client, desde, hasta)).map(toInvoice);
  }

  private async visible(viewer: number, id: number): Promise<InvoiceRow> {
    const row = await repo.invoiceById(this.db, id);
    if (!row || !(await this.mayView(viewer, row.customer_codigo))) throw notFound(INVOICE_MESSAGES.notFound);
    return row;
  }

  /** `GET /ventas/{id}/archivos`: the KuDE PDF and the XML, base64. */
  async files(viewer: number, id: number): Promise<InvoiceFiles> {
    return this.filesOf(await this.visible(viewer, id));
  }

  async filesOf(row: InvoiceRow): Promise<InvoiceFiles> {
    const pdf = await this.pdf(row);
    const base = `factura-${invoiceNumber(row.establecimiento, row.punto, row.numero)}`;
    return { nombrePDF: `${base}.pdf`, pdf: pdf.toString('base64'), nombreXML: `${base}.xml`, xml: Buffer.from(row.xml, 'utf8').toString('base64') };
  }

  private async pdf(invoice: InvoiceRow): Promise<Buffer> {
    // An invoice issued elsewhere is downloaded as its issuer drew it.
    if (invoice.origen === 'externa') {
      const stored = await repo.externalPdf(this.db, invoice.codigo);
      if (!stored?.pdf) throw notFound(INVOICE_MESSAGES.notFound);
      return Buffer.from(stored.pdf);
    }
    const row = shopInvoice(invoice);
    const { issuer } = this.deps.config;
    const lineas = typeof row.lineas === 'string' ? JSON.parse(row.lineas) : row.lineas;
    const receptor = typeof row.receptor === 'string' ? JSON.parse(row.receptor) : row.receptor;
    return renderKude({
      ambiente: row.ambiente,
      razonSocial: issuer.razonSocial,
      ruc: issuer.ruc,
      timbrado: row.timbrado,
      vtoTimbrado: isoDay(row.vto_timbrado),
      timbradoInicio: issuer.timbradoInicio,
      establecimiento: row.establecimiento,
      punto: row.punto,
      numero: row.numero,
      fecha: new Date(row.fecha),
      cdc: row.cdc,
      pin: row.pin,
      pedido: row.order_codigo,
      qr: row.qr,
      cliente: receptor,
      lines: lineas,
      exento: row.exento,
      gravada5: row.gravada5,
      gravada10: row.gravada10,
      iva5: row.iva5,
      iva10: row.iva10,
      total: row.total,
    });
  }

  /** `GET /ventas/porCliente/{clientId}/archivos`: every invoice of the range, PDF and XML, in one zip. */
  async zip(viewer: number, client: number, desde: string, hasta: string): Promise<NodeJS.ReadableStream> {
    await this.ensureView(viewer, client);
    const rows = await this.rows(client, desde, hasta);
    const files = [];
    for (const row of rows) files.push(await this.filesOf(row));
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const out = new PassThrough();
    archive.on('error', (err: Error) => out.destroy(err));
    archive.pipe(out);
    for (const f of files) {
      archive.append(Buffer.from(f.pdf, 'base64'), { name: f.nombrePDF });
      archive.append(Buffer.from(f.xml, 'base64'), { name: f.nombreXML });
    }
    void archive.finalize();
    return out;
  }

  /** `POST /sifen` (public): ticket mode (documento + Pin) or nota de pedido mode (documento + order number). */
  async publicLookup(documento: string, hash: string, comprobante: string): Promise<InvoiceFiles | null> {
    const doc = digits(documento);
    if (!doc) return null;
    let by: Parameters<typeof repo.publicInvoice>[2];
    if (hash) by = { pin: hash.toUpperCase() };
    else if (/^\d{1,9}$/.test(comprobante)) by = { order: Number(comprobante) };
    else {
      const m = /^(\d{3})-(\d{3})-(\d{1,7})$/.exec(comprobante);
      if (!m) return null;
      by = { establecimiento: m[1]!, punto: m[2]!, numero: Number(m[3]) };
    }
    const row = await repo.publicInvoice(this.db, doc, by);
    return row ? this.filesOf(row) : null;
  }

  // ---- accountants

  async accountantOf(customer: number): Promise<Accountant | null> {
    const a = await repo.accountantOf(this.db, customer);
    return a ? toAccountant(a) : null;
  }

  /** The account registered with the accountant's document, if any (it gets "Mis Clientes"). */
  private async accountOf(documento: string): Promise<number | null> {
    const k = await repo.accountByDocument(this.db, documento);
    return k?.codigo ?? null;
  }

  async addAccountant(customer: number, form: AccountantForm): Promise<Accountant> {
    const documento = digits(form.DOCUMENTO);
    if (documento === (await this.documentOf(customer))) throw unprocessable(INVOICE_MESSAGES.accountantSelf, 'DOCUMENTO');
    const row = await repo.insertAccountant(this.db, customer, { contador_codigo: await this.accountOf(documento), nombres: form.NOMBRES, apellidos: form.APELLIDOS, documento, correo: form.CORREO, telefono: form.TELEFONO });
    if (!row) throw conflict(INVOICE_MESSAGES.accountantExists);
    return (await this.accountantOf(customer))!;
  }

  async updateAccountant(customer: number, codigo: number, form: AccountantForm): Promise<Accountant> {
    const documento = digits(form.DOCUMENTO);
    if (documento === (await this.documentOf(customer))) throw unprocessable(INVOICE_MESSAGES.accountantSelf, 'DOCUMENTO');
    const row = await repo.updateAccountant(this.db, customer, codigo, { contador_codigo: await this.accountOf(documento), nombres: form.NOMBRES, apellidos: form.APELLIDOS, documento, correo: form.CORREO, telefono: form.TELEFONO });
    if (!row) throw notFound(INVOICE_MESSAGES.accountantNotFound);
    return (await this.accountantOf(customer))!;
  }

  async deleteAccountant(customer: number, codigo: number): Promise<void> {
    const gone = await repo.deleteAccountant(this.db, customer, codigo);
    if (!gone) throw notFound(INVOICE_MESSAGES.accountantNotFound);
  }

  /** The clients that assigned the viewer (their account or their document) as accountant: "Mis Clientes". */
  async clientsOf(viewer: number): Promise<AccountantClient[]> {
    const doc = await this.documentOf(viewer);
    const rows = await repo.clientsOf(this.db, viewer, doc);
    return rows.map((c) => ({ codigo: c.codigo, nombre: c.tipo === 'empresa' ? (c.razon_social ?? c.nombres) : `${c.nombres} ${c.apellidos}`.trim(), documento: c.documento }));
  }

  /** Document lookup of the accountant form: names, e-mail and mobile of the registered person, if any. */
  async person(documento: string) {
    const doc = digits(documento);
    const c = doc ? await repo.personByDocument(this.db, doc) : undefined;
    if (!c) throw notFound(INVOICE_MESSAGES.personNotFound);
    return { nombres: c.nombres, apellidos: c.apellidos, correo: c.email, celular: c.celular1 };
  }

  // ---- electronic-invoice e-mail

  async sifenEmail(customer: number) {
    const row = await repo.invoiceEmail(this.db, customer);
    return { correoSifen: row?.correo ?? null, codigoPersona: customer };
  }

  async saveSifenEmail(customer: number, correo: string, mode: 'add' | 'update') {
    if (mode === 'add') {
      const row = await repo.insertInvoiceEmail(this.db, customer, correo);
      if (!row) throw conflict('Ya tiene un correo para facturas electrónicas; actualícelo.');
    } else {
      const res = await repo.updateInvoiceEmail(this.db, customer, correo);
      if (!res) throw notFound('No tiene un correo para facturas electrónicas.');
    }
    return this.sifenEmail(customer);
  }
}

function toInvoice(r: InvoiceRow): Invoice {
  const amount = (minor: number) => invoiceAmountFromMinor(minor, r.mone_codigo);
  return {
    fecha: new Date(r.fecha).toISOString(),
    codigo: r.codigo,
    operacion: r.operacion,
    clie_codigo: r.customer_codigo,
    comprobante: r.comprobante,
    numero: invoiceNumber(r.establecimiento, r.punto, r.numero),
    timbrado: r.timbrado,
    vto_timbrado: isoDay(r.vto_timbrado),
    mone_codigo: r.mone_codigo,
    exento: amount(r.exento),
    gravada5: amount(r.gravada5),
    gravada10: amount(r.gravada10),
    total: amount(r.total),
    estado: r.estado,
    cdc: r.cdc ?? '',
    pedido: r.order_codigo,
    origen: r.origen,
    sifen: r.sifen_estado ? { estado: r.sifen_estado, codigo: r.sifen_codigo, mensaje: r.sifen_mensaje } : null,
  };
}

function toAccountant(a: { codigo: number; nombres: string; apellidos: string; documento: string; correo: string; telefono: string }): Accountant {
  return {
    CLCO_CODIGO: a.codigo,
    CLCO_NOMBRE_CONTADOR: a.nombres,
    CLCO_APELLIDO_CONTADOR: a.apellidos,
    CLCO_DOCUMENTO: a.documento,
    CLCO_CORREO: a.correo,
    CLCO_TELEFONO: a.telefono,
  };
}
