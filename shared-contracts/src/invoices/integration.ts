import * as v from 'valibot';

/**
 * Invoices issued elsewhere (decision 074): the chain's point of sale (its ERP) invoices the sales at the branches'
 * counters, some in US dollars, and hands each one to the shop with `POST /api/integraciones/facturas`
 * (server to server, `Authorization: Bearer <INTEGRATION_API_KEY>`), so the customer finds it in /mis-facturas.
 * The columns are the spec's (spec 001 §3, Invoice); amounts are integers in the currency's smallest unit:
 * guaraníes for GS, cents for USD (`US$ 1.234,50` is 123450).
 */
export const INVOICE_IMPORT_MESSAGES = {
  unauthorized: 'Clave de integración inválida.',
  customerRequired: 'Indique clie_codigo o documento del cliente.',
  customerNotFound: 'El cliente no existe.',
  customerMismatch: 'clie_codigo y documento no son del mismo cliente.',
  customerAmbiguous: 'Hay más de un cliente con ese documento: indique clie_codigo.',
  numero: 'El número debe tener el formato 001-001-0000001.',
  timbrado: 'El timbrado debe tener 8 dígitos.',
  date: 'La fecha debe tener el formato AAAA-MM-DD.',
  fecha: 'La fecha debe ser AAAA-MM-DD o una fecha y hora ISO 8601 con su zona.',
  fechaFutura: 'La fecha de la factura no puede ser futura.',
  moneda: 'mone_codigo debe ser GS o USD.',
  amount: 'Los montos son enteros no negativos: guaraníes en GS, centavos en USD.',
  sum: 'exento + gravada5 + gravada10 debe ser igual a total.',
  zeroTotal: 'El total de la factura debe ser mayor que cero.',
  base64: 'Debe estar codificado en base64.',
  pdfTooLarge: 'El PDF supera los 2 MB.',
  xmlTooLarge: 'El XML supera los 512 KB.',
  pdfInvalid: 'El archivo pdf no es un PDF válido.',
  xmlInvalid: 'El archivo xml no es un XML bien formado',
  ownPoint: 'Ese establecimiento y punto de expedición son los de la tienda en línea: sus facturas las emite la tienda.',
  duplicateOther: 'Ya existe otra factura con ese timbrado y número.',
  duplicateCdc: 'Ya existe otra factura con el CDC de este XML.',
} as const;

/** Largest PDF and XML accepted (decoded bytes). */
export const IMPORT_PDF_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_XML_MAX_BYTES = 512 * 1024;
/** Base64 length of `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Largest amount an invoice column holds. */
const MAX_AMOUNT = 2_147_483_647;

const M = INVOICE_IMPORT_MESSAGES;
const isoDay = v.pipe(v.string(M.date), v.regex(/^\d{4}-\d{2}-\d{2}$/, M.date), v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), M.date));
const amount = v.pipe(v.number(M.amount), v.integer(M.amount), v.minValue(0, M.amount), v.maxValue(MAX_AMOUNT, M.amount));
const base64 = (maxBytes: number, tooLarge: string) =>
  v.pipe(
    v.string(M.base64),
    v.minLength(4, M.base64),
    v.maxLength(base64Length(maxBytes), tooLarge),
    v.check((s) => s.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(s), M.base64),
  );
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** The body of `POST /api/integraciones/facturas`: one invoice issued elsewhere, with its PDF and XML in base64. */
export const ExternalInvoiceSchema = v.pipe(
  v.object({
    /** When it was issued: `2026-11-28` (a day in Asunción) or an ISO 8601 date and time with its zone. */
    fecha: v.pipe(
      v.string(M.fecha),
      v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, M.fecha),
      v.check((s) => !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s)), M.fecha),
    ),
    /** The issuer's own code of the sale (kept, not used as the shop's code). */
    codigo: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1), v.maxLength(40))),
    operacion: v.optional(text(40), 'VENTA'),
    /** The customer: the shop's customer code, or their identity document or RUC (compared by digits). */
    clie_codigo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    documento: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\d.-]{3,20}$/, M.customerNotFound))),
    comprobante: v.optional(text(60), 'FACTURA ELECTRONICA'),
    numero: v.pipe(v.string(M.numero), v.trim(), v.regex(/^\d{3}-\d{3}-\d{7}$/, M.numero)),
    timbrado: v.pipe(v.string(M.timbrado), v.trim(), v.regex(/^\d{8}$/, M.timbrado)),
    vto_timbrado: isoDay,
    mone_codigo: v.picklist(['GS', 'USD'], M.moneda),
    exento: amount,
    gravada5: amount,
    gravada10: amount,
    total: amount,
    pdf: base64(IMPORT_PDF_MAX_BYTES, M.pdfTooLarge),
    xml: base64(IMPORT_XML_MAX_BYTES, M.xmlTooLarge),
  }),
  v.forward(v.check((i) => i.clie_codigo !== undefined || Boolean(i.documento), M.customerRequired), ['documento']),
  v.forward(v.check((i) => i.exento + i.gravada5 + i.gravada10 === i.total, M.sum), ['total']),
  v.forward(v.check((i) => i.total > 0, M.zeroTotal), ['total']),
);
export type ExternalInvoice = v.InferOutput<typeof ExternalInvoiceSchema>;
export type ExternalInvoiceInput = v.InferInput<typeof ExternalInvoiceSchema>;

/** The answer: the invoice as /mis-facturas lists it, and whether it had been received before (nothing was added). */
export const ExternalInvoiceResponseSchema = v.object({
  ok: v.literal(true),
  duplicada: v.boolean(),
  result: v.object({ codigo: v.number(), clie_codigo: v.number(), numero: v.string(), timbrado: v.string(), mone_codigo: v.string(), total: v.number() }),
});
export type ExternalInvoiceResponse = v.InferOutput<typeof ExternalInvoiceResponseSchema>;
