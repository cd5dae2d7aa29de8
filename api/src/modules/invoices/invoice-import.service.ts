import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import { INVOICE_IMPORT_MESSAGES as M, type ExternalInvoice, type ExternalInvoiceResponse } from '@botica/shared-contracts/invoices/integration';
import type { Database } from '../../db/schema.js';
import { conflict, unprocessable } from '../../http/app-error.js';
import { isIntact } from '../../http/file-integrity.js';
import { invoiceNumber, validCdc } from './invoice.document.js';
import type { InvoiceRow } from './invoice.rows.js';
import * as repo from './invoices.repository.js';

const digits = (s: string) => s.replace(/\D/g, '');
const cdcParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', removeNSPrefix: true, processEntities: false });

/** The CDC of a SIFEN electronic document (`rDE/DE/@Id`), when the XML is one and its check digit is right. */
function cdcOf(xml: string): string | null {
  try {
    const doc = cdcParser.parse(xml) as { rDE?: { DE?: { '@_Id'?: unknown } } };
    const id = String(doc.rDE?.DE?.['@_Id'] ?? '');
    return validCdc(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Invoices issued elsewhere (decision 074): the chain's point of sale hands over an invoice it issued (a sale at a
 * branch's counter, in guaraníes or US dollars) with its PDF and XML. It is kept with `origen = 'externa'` so the
 * customer finds it in /mis-facturas, downloads its files and exports it; the shop never sends it to SIFEN (its
 * issuer did) and never numbers it (its number is the issuer's). Delivering the same invoice again changes nothing.
 */
export class InvoiceImportService {
  constructor(private readonly deps: { db: Kysely<Database>; shopPoint: { timbrado: string; establecimiento: string; punto: string } }) {}

  async receive(input: ExternalInvoice): Promise<Omit<ExternalInvoiceResponse, 'ok'>> {
    const [establecimiento, punto, numeroText] = input.numero.split('-') as [string, string, string];
    const numero = Number(numeroText);
    const { shopPoint } = this.deps;
    if (input.timbrado === shopPoint.timbrado && establecimiento === shopPoint.establecimiento && punto === shopPoint.punto) {
      throw unprocessable(M.ownPoint, 'numero');
    }
    const fecha = new Date(input.fecha.length === 10 ? `${input.fecha}T00:00:00-03:00` : input.fecha);
    if (fecha.getTime() > Date.now() + 5 * 60_000) throw unprocessable(M.fechaFutura, 'fecha');
    const pdf = Buffer.from(input.pdf, 'base64');
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-' || !isIntact(pdf, 'application/pdf')) throw unprocessable(M.pdfInvalid, 'pdf');
    const xml = this.xmlText(input.xml);
    const customer = await this.customerOf(input);
    const nombre = customer.tipo === 'empresa' ? (customer.razon_social ?? customer.nombres) : `${customer.nombres} ${customer.apellidos}`.trim();

    const key = { timbrado: input.timbrado, establecimiento, punto, numero };
    const inserted = await repo.insertExternalInvoice(this.deps.db, {
      origen: 'externa',
      codigo_externo: input.codigo ?? null,
      order_codigo: null,
      customer_codigo: customer.codigo,
      fecha,
      operacion: input.operacion,
      comprobante: input.comprobante,
      ...key,
      vto_timbrado: input.vto_timbrado,
      mone_codigo: input.mone_codigo,
      exento: input.exento,
      gravada5: input.gravada5,
      gravada10: input.gravada10,
      // VAT included in each rate's sum (as for the shop's invoices), in the invoice's own unit.
      iva5: Math.round(input.gravada5 / 21),
      iva10: Math.round(input.gravada10 / 11),
      total: input.total,
      cdc: cdcOf(xml),
      pin: null,
      ambiente: null,
      qr: null,
      xml,
      pdf,
      lineas: '[]',
      receptor: JSON.stringify({ nombre, documento: customer.ruc ?? customer.documento }),
    });
    if (inserted) return { duplicada: false, result: summary(inserted) };

    // Already there: the same invoice delivered again is answered as it is; another one with its key is refused.
    const existing = await repo.invoiceByNumber(this.deps.db, key);
    if (!existing) throw conflict(M.duplicateCdc, 'xml');
    const same =
      existing.origen === 'externa' &&
      existing.customer_codigo === customer.codigo &&
      existing.mone_codigo === input.mone_codigo &&
      existing.exento === input.exento &&
      existing.gravada5 === input.gravada5 &&
      existing.gravada10 === input.gravada10 &&
      existing.total === input.total;
    if (!same) throw conflict(M.duplicateOther, 'numero');
    return { duplicada: true, result: summary(existing) };
  }

  private xmlText(base64: string): string {
    const text = Buffer.from(base64, 'base64').toString('utf8');
    const valid = text.trim().startsWith('<') ? XMLValidator.validate(text) : false;
    if (valid === true) return text;
    const where = valid ? ` (línea ${valid.err.line}: ${valid.err.msg})` : '';
    throw unprocessable(`${M.xmlInvalid}${where}.`, 'xml');
  }

  private async customerOf(input: ExternalInvoice) {
    const doc = input.documento ? digits(input.documento) : '';
    const byDocument = doc ? await repo.customersByDocument(this.deps.db, doc) : [];
    if (input.clie_codigo !== undefined) {
      const customer = await repo.customerByCode(this.deps.db, input.clie_codigo);
      if (!customer) throw unprocessable(M.customerNotFound, 'clie_codigo');
      if (doc && !byDocument.some((c) => c.codigo === customer.codigo)) throw unprocessable(M.customerMismatch, 'documento');
      return customer;
    }
    if (byDocument.length === 0) throw unprocessable(M.customerNotFound, 'documento');
    if (byDocument.length > 1) throw unprocessable(M.customerAmbiguous, 'documento');
    return byDocument[0]!;
  }
}

const summary = (row: InvoiceRow): ExternalInvoiceResponse['result'] => ({
  codigo: row.codigo,
  clie_codigo: row.customer_codigo,
  numero: invoiceNumber(row.establecimiento, row.punto, row.numero),
  timbrado: row.timbrado,
  mone_codigo: row.mone_codigo,
  total: row.total,
});
