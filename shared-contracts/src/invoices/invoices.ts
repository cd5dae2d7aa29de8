import * as v from 'valibot';

/** Texts of spec 001 §8 (invoices, accountants) and spec 002 §5/§8 (the public /factura page). */
export const INVOICE_MESSAGES = {
  pdfEmpty: 'Lo sentimos. No se pudo procesar la descarga del PDF',
  xmlEmpty: 'Lo sentimos. No se pudo procesar la descarga del XML',
  downloadFailed: 'Ocurrio un error al tratar de descargar',
  formFailed: 'Error al enviar el Formulario, reintente.',
  accountantAdded: 'Contador agregado correctamente.',
  accountantUpdated: 'Contador actualizado correctamente.',
  accountantDeleted: 'Contador eliminado con exito!',
  sifenEmailAdded: 'Correo Sifen agregado correctamente.',
  sifenEmailUpdated: 'Correo Sifen actualizado correctamente.',
  monthRequired: 'Seleccione un mes.',
  required: 'Es obligatorio',
  publicFailed: 'Ocurrio un error',
  publicNotFound: 'No encontramos una factura con los datos ingresados.',
  publicNotice: 'Si la descarga falla, intente más tarde; la validación puede tardar hasta 72 horas.',
  notFound: 'La factura no existe.',
  clientNotFound: 'El cliente no existe.',
  accountantNotFound: 'No tiene un contador asignado.',
  accountantExists: 'Ya tiene un contador asignado.',
  accountantSelf: 'No puede asignarse a sí mismo como contador.',
  personNotFound: 'No encontramos una persona con ese documento.',
  invalidRange: 'El rango de fechas no es válido.',
  nameRequired: 'Campo obligatorio',
  emailInvalid: 'Correo inválido.',
  phoneInvalid: 'El formato correcto es 0991-123456',
  documentInvalid: 'Debe de ser solo numerico. No contenter puntos, comas, etc.',
} as const;

/** CSV columns and file names of spec 001 §9. */
export const INVOICE_CSV_COLUMNS = [
  'fecha', 'codigo', 'operacion', 'clie_codigo', 'comprobante', 'numero', 'timbrado', 'vto_timbrado',
  'mone_codigo', 'exento', 'gravada5', 'gravada10', 'total',
] as const;
export const INVOICE_CSV_NAME = 'facturas.csv';
export const INVOICE_ZIP_NAME = 'facturas.zip';
/** The public /factura page allows this many requests a minute per address. */
export const PUBLIC_INVOICE_RATE_PER_MINUTE = 10;

export const SIFEN_STATES = ['pendiente', 'aprobado', 'rechazado', 'vencido', 'cancelado'] as const;
export type SifenState = (typeof SIFEN_STATES)[number];
/** How /mis-facturas names each SIFEN state. */
export const SIFEN_STATE_LABELS: Record<SifenState, string> = {
  pendiente: 'Enviando a SIFEN',
  aprobado: 'Aprobada por SIFEN',
  rechazado: 'Rechazada por SIFEN',
  vencido: 'No enviada a SIFEN',
  cancelado: 'Cancelada en SIFEN',
};

/**
 * An invoice (venta) as the list answers it (spec 001 §3). Amounts are in the invoice's currency (`mone_codigo`):
 * whole guaraníes for GS, US dollars with their cents as decimals for USD (`1234.5`), as `formatInvoiceAmount` and
 * the CSV take them; the database keeps them as integers of the currency's smallest unit.
 */
export const InvoiceSchema = v.object({
  fecha: v.string(),
  codigo: v.number(),
  operacion: v.string(),
  clie_codigo: v.number(),
  comprobante: v.string(),
  numero: v.string(),
  timbrado: v.string(),
  vto_timbrado: v.string(),
  mone_codigo: v.string(),
  exento: v.number(),
  gravada5: v.number(),
  gravada10: v.number(),
  total: v.number(),
  estado: v.string(),
  cdc: v.string(),
  /** The shop's order; null for an invoice issued elsewhere (a sale at a branch's counter, decision 074). */
  pedido: v.nullable(v.number()),
  /** `tienda`: issued by the shop for an order; `externa`: issued by the chain's point of sale and received (decision 074). */
  origen: v.optional(v.picklist(['tienda', 'externa'])),
  /**
   * SIFEN's answer when the shop sends its invoices (a certificate is configured): pending, approved, rejected (with
   * SIFEN's code and message), expired unsent, or cancelled; null for test-environment documents that are not sent.
   */
  sifen: v.optional(v.nullable(v.object({ estado: v.picklist(SIFEN_STATES), codigo: v.nullable(v.string()), mensaje: v.nullable(v.string()) }))),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const InvoiceListResponseSchema = v.object({ ok: v.literal(true), results: v.array(InvoiceSchema) });

export const InvoiceFilesSchema = v.object({ nombrePDF: v.string(), pdf: v.string(), nombreXML: v.string(), xml: v.string() });
export type InvoiceFiles = v.InferOutput<typeof InvoiceFilesSchema>;
export const InvoiceFilesResponseSchema = v.object({ ok: v.literal(true), results: InvoiceFilesSchema });

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, INVOICE_MESSAGES.invalidRange));
/** `GET /ventas?desde&hasta&activeCliente` (and the zip of a client). */
export const InvoiceQuerySchema = v.object({
  desde: isoDate,
  hasta: isoDate,
  activeCliente: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});
export const InvoiceIdParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
export const ClientIdParamsSchema = v.object({ clientId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, INVOICE_MESSAGES.nameRequired), v.maxLength(max));
/** Form data of `POST /sifen/agregar-contador` and `PATCH /sifen/actualizar-contador/{codigo}`. */
export const AccountantFormSchema = v.object({
  NOMBRES: text(60),
  APELLIDOS: text(60),
  CORREO: v.pipe(v.string(), v.trim(), v.email(INVOICE_MESSAGES.emailInvalid), v.maxLength(120)),
  TELEFONO: v.pipe(v.string(), v.trim(), v.regex(/^09[6-9]\d-?\d{6}$/, INVOICE_MESSAGES.phoneInvalid)),
  DOCUMENTO: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,12}$/, INVOICE_MESSAGES.documentInvalid)),
});
export type AccountantForm = v.InferOutput<typeof AccountantFormSchema>;

/** The customer's accountant (spec 001 §3). */
export const AccountantSchema = v.object({
  CLCO_CODIGO: v.number(),
  CLCO_NOMBRE_CONTADOR: v.string(),
  CLCO_APELLIDO_CONTADOR: v.string(),
  CLCO_DOCUMENTO: v.string(),
  CLCO_CORREO: v.string(),
  CLCO_TELEFONO: v.string(),
});
export type Accountant = v.InferOutput<typeof AccountantSchema>;

/** A client an accountant serves ("Mis Clientes"). */
export const AccountantClientSchema = v.object({ codigo: v.number(), nombre: v.string(), documento: v.string() });
export type AccountantClient = v.InferOutput<typeof AccountantClientSchema>;

/** `GET /sifen/ver-contador` and the saving of the accountant: the customer's accountant, or null. */
export const AccountantResponseSchema = v.object({ ok: v.literal(true), result: v.nullable(AccountantSchema), message: v.optional(v.string()) });
export type AccountantResponse = v.InferOutput<typeof AccountantResponseSchema>;

/** `GET /sifen/verificar-contador`: whether the customer is an accountant, and their clients ("Mis Clientes"). */
export const AccountantClientsResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ isContador: v.boolean(), clientes: v.array(AccountantClientSchema) }),
});
export type AccountantClientsResponse = v.InferOutput<typeof AccountantClientsResponseSchema>;

/** `GET /sifen/correo-sifen` and its saving: the customer's e-mail for electronic invoices. */
export const SifenEmailResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ correoSifen: v.nullable(v.string()), codigoPersona: v.number() }),
  message: v.optional(v.string()),
});
export type SifenEmailResponse = v.InferOutput<typeof SifenEmailResponseSchema>;

export const SifenEmailFormSchema = v.object({
  correoSifen: v.pipe(v.string(), v.trim(), v.email(INVOICE_MESSAGES.emailInvalid), v.maxLength(120)),
  codigoPersona: v.optional(v.string()),
});

/** `POST /sifen` (public download, spec 002 §3): ticket mode (documento + hash) or nota de pedido (documento + comprobante). */
export const PublicInvoiceRequestSchema = v.object({
  documento: v.pipe(v.string(), v.trim(), v.minLength(1, INVOICE_MESSAGES.required), v.maxLength(20)),
  hash: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  comprobante: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ''),
  automatico: v.optional(v.union([v.boolean(), v.string()]), true),
});
export type PublicInvoiceRequest = v.InferInput<typeof PublicInvoiceRequestSchema>;
export const PublicInvoiceResponseSchema = v.object({
  pdf: v.string(),
  nombrePDF: v.string(),
  xml: v.string(),
  nombreXML: v.string(),
});
