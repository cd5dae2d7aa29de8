import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { InvoicesTable } from './invoices.table.js';

type Db = Kysely<Database>;

/** Every column but the issuer's PDF of an invoice issued elsewhere (read only to download it). */
const LISTED = [
  'codigo', 'order_codigo', 'customer_codigo', 'fecha', 'operacion', 'comprobante', 'timbrado', 'vto_timbrado', 'establecimiento', 'punto',
  'numero', 'mone_codigo', 'exento', 'gravada5', 'gravada10', 'iva5', 'iva10', 'total', 'estado', 'cdc', 'pin', 'ambiente', 'xml', 'qr',
  'lineas', 'receptor', 'created_at', 'sifen_estado', 'sifen_codigo', 'sifen_mensaje', 'sifen_protocolo', 'sifen_respuesta_at', 'sifen_lote',
  'origen', 'codigo_externo',
] as const satisfies readonly (keyof InvoicesTable)[];

/** A document number with its punctuation removed, as SQL (documents are compared by their digits). */
const docDigits = (column: string) => sql`regexp_replace(coalesce(${sql.ref(column)}, ''), '[^0-9]', '', 'g')`;

// ---- issuing

export const invoiceOfOrder = (db: Db, order: number) => db.selectFrom('invoices').select(LISTED).where('order_codigo', '=', order).executeTakeFirst();

export const orderToInvoice = (db: Db, order: number) => db.selectFrom('orders').selectAll().where('codigo', '=', order).executeTakeFirstOrThrow();

export const invoiceCustomer = (db: Db, customer: number) =>
  db
    .selectFrom('customers')
    .select(['codigo', 'tipo', 'nombres', 'apellidos', 'razon_social', 'document_type', 'documento', 'ruc', 'email'])
    .where('codigo', '=', customer)
    .executeTakeFirstOrThrow();

export const invoiceEmail = (db: Db, customer: number) => db.selectFrom('invoice_emails').select('correo').where('customer_codigo', '=', customer).executeTakeFirst();

/** The order's lines with each product's VAT rate, in the order they were placed. */
export const orderLinesWithVat = (db: Db, order: number) =>
  db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.codigo', 'l.producto_codigo')
    .select(['l.producto_codigo', 'l.descripcion', 'l.cantidad', 'l.precio', 'l.subtotal', 'p.iva'])
    .where('l.order_codigo', '=', order)
    .orderBy('l.id')
    .execute();

/** The next number of a point of sale: its counter row, locked by the update, so numbers have no gaps and no duplicates. */
export async function nextInvoiceNumber(db: Db, point: { timbrado: string; establecimiento: string; punto: string }): Promise<number> {
  const counter = await sql<{ ultimo_numero: number }>`
      insert into invoice_points (timbrado, establecimiento, punto, ultimo_numero)
      values (${point.timbrado}, ${point.establecimiento}, ${point.punto}, 1)
      on conflict (timbrado, establecimiento, punto) do update set ultimo_numero = invoice_points.ultimo_numero + 1
      returning ultimo_numero`.execute(db);
  return counter.rows[0]!.ultimo_numero;
}

export const insertInvoice = (db: Db, row: Insertable<InvoicesTable>) => db.insertInto('invoices').values(row).returning(LISTED).executeTakeFirstOrThrow();

// ---- invoices issued elsewhere (decision 074)

/** The customer an invoice issued elsewhere names: by the shop's code, or by document or RUC (digits). */
export const customerByCode = (db: Db, codigo: number) =>
  db.selectFrom('customers').select(['codigo', 'tipo', 'nombres', 'apellidos', 'razon_social', 'documento', 'ruc']).where('codigo', '=', codigo).executeTakeFirst();

export const customersByDocument = (db: Db, doc: string) =>
  db
    .selectFrom('customers')
    .select(['codigo', 'tipo', 'nombres', 'apellidos', 'razon_social', 'documento', 'ruc'])
    .where((eb) => eb.or([eb(docDigits('documento'), '=', doc), eb(docDigits('ruc'), '=', doc)]))
    .orderBy('codigo')
    .limit(2)
    .execute();

/**
 * Adds an invoice issued elsewhere unless one with its timbrado and number (or its CDC) is already there: undefined
 * then, and the caller reads the one that is (a repeated delivery changes nothing).
 */
export const insertExternalInvoice = (db: Db, row: Insertable<InvoicesTable>) =>
  db.insertInto('invoices').values(row).onConflict((oc) => oc.doNothing()).returning(LISTED).executeTakeFirst();

export const invoiceByNumber = (db: Db, key: { timbrado: string; establecimiento: string; punto: string; numero: number }) =>
  db
    .selectFrom('invoices')
    .select(LISTED)
    .where('timbrado', '=', key.timbrado)
    .where('establecimiento', '=', key.establecimiento)
    .where('punto', '=', key.punto)
    .where('numero', '=', key.numero)
    .executeTakeFirst();

/** The issuer's PDF of an invoice issued elsewhere. */
export const externalPdf = (db: Db, codigo: number) => db.selectFrom('invoices').select('pdf').where('codigo', '=', codigo).executeTakeFirst();

export const lockOrderState = (db: Db, order: number) =>
  db.selectFrom('orders').select(['codigo', 'estado', 'forma_pago_codigo']).where('codigo', '=', order).forUpdate().executeTakeFirst();

export const markOrderDelivered = (db: Db, order: number) =>
  db.updateTable('orders').set({ estado: 'REND', updated_at: sql`now()` }).where('codigo', '=', order).execute();

// ---- reading

export const customerDocument = (db: Db, customer: number) => db.selectFrom('customers').select(['documento', 'ruc']).where('codigo', '=', customer).executeTakeFirst();

/** The link that lets `viewer` see `client`'s invoices: an accountant row naming their account or their document. */
export const accountantLink = (db: Db, client: number, viewer: number, doc: string) =>
  db
    .selectFrom('accountants')
    .select('codigo')
    .where('customer_codigo', '=', client)
    .where((eb) => (doc ? eb.or([eb('contador_codigo', '=', viewer), eb('documento', '=', doc)]) : eb('contador_codigo', '=', viewer)))
    .executeTakeFirst();

export const invoicesBetween = (db: Db, client: number, from: Date, to: Date) =>
  db.selectFrom('invoices').select(LISTED).where('customer_codigo', '=', client).where('fecha', '>=', from).where('fecha', '<', to).orderBy('fecha', 'desc').orderBy('codigo', 'desc').execute();

export const invoiceById = (db: Db, id: number) => db.selectFrom('invoices').select(LISTED).where('codigo', '=', id).executeTakeFirst();

/**
 * The public download's lookup: the invoice of the document (its number or RUC, by digits) and one of its Pin,
 * its order number or its invoice number (establecimiento, punto, número).
 */
export function publicInvoice(
  db: Db,
  doc: string,
  by: { pin: string } | { order: number } | { establecimiento: string; punto: string; numero: number },
) {
  let q = db.selectFrom('invoices as i').innerJoin('customers as c', 'c.codigo', 'i.customer_codigo').select(LISTED.map((c) => `i.${c}` as const));
  q = q.where((eb) => eb.or([eb(docDigits('c.documento'), '=', doc), eb(docDigits('c.ruc'), '=', doc)]));
  if ('pin' in by) q = q.where('i.pin', '=', by.pin);
  else if ('order' in by) q = q.where('i.order_codigo', '=', by.order);
  else q = q.where('i.establecimiento', '=', by.establecimiento).where('i.punto', '=', by.punto).where('i.numero', '=', by.numero);
  return q.executeTakeFirst();
}

// ---- accountants

/** The customer's accountant, their own data or else those of the account registered with their document. */
export const accountantOf = (db: Db, customer: number) =>
  db
    .selectFrom('accountants as a')
    .leftJoin('customers as k', 'k.codigo', 'a.contador_codigo')
    .select((eb) => [
      'a.codigo',
      eb.fn.coalesce('a.nombres', 'k.nombres', sql.lit('')).as('nombres'),
      eb.fn.coalesce('a.apellidos', 'k.apellidos', sql.lit('')).as('apellidos'),
      eb.fn.coalesce('a.documento', 'k.documento', sql.lit('')).as('documento'),
      eb.fn.coalesce('a.correo', 'k.email', sql.lit('')).as('correo'),
      eb.fn.coalesce('a.telefono', 'k.celular1', sql.lit('')).as('telefono'),
    ])
    .where('a.customer_codigo', '=', customer)
    .executeTakeFirst();

export const accountByDocument = (db: Db, documento: string) =>
  db.selectFrom('customers').select('codigo').where(docDigits('documento'), '=', documento).executeTakeFirst();

interface AccountantValues {
  contador_codigo: number | null;
  nombres: string;
  apellidos: string;
  documento: string;
  correo: string;
  telefono: string;
}

/** Adds the customer's accountant; undefined when they already have one. */
export const insertAccountant = (db: Db, customer: number, values: AccountantValues) =>
  db
    .insertInto('accountants')
    .values({ customer_codigo: customer, ...values })
    .onConflict((oc) => oc.column('customer_codigo').doNothing())
    .returning('codigo')
    .executeTakeFirst();

export const updateAccountant = (db: Db, customer: number, codigo: number, values: AccountantValues) =>
  db
    .updateTable('accountants')
    .set({ ...values, updated_at: sql`now()` })
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .returning('codigo')
    .executeTakeFirst();

export const deleteAccountant = (db: Db, customer: number, codigo: number) =>
  db.deleteFrom('accountants').where('codigo', '=', codigo).where('customer_codigo', '=', customer).returning('codigo').executeTakeFirst();

/** The customers that assigned `viewer` (their account or their document) as accountant. */
export const clientsOf = (db: Db, viewer: number, doc: string) =>
  db
    .selectFrom('accountants as a')
    .innerJoin('customers as c', 'c.codigo', 'a.customer_codigo')
    .select(['c.codigo', 'c.tipo', 'c.nombres', 'c.apellidos', 'c.razon_social', 'c.documento'])
    .where((eb) => (doc ? eb.or([eb('a.contador_codigo', '=', viewer), eb('a.documento', '=', doc)]) : eb('a.contador_codigo', '=', viewer)))
    .where('c.codigo', '<>', viewer)
    .orderBy('c.nombres')
    .execute();

export const personByDocument = (db: Db, doc: string) =>
  db.selectFrom('customers').select(['nombres', 'apellidos', 'email', 'celular1']).where(docDigits('documento'), '=', doc).executeTakeFirst();

// ---- electronic-invoice e-mail

/** Adds the customer's e-mail for electronic invoices; undefined when they already have one. */
export const insertInvoiceEmail = (db: Db, customer: number, correo: string) =>
  db.insertInto('invoice_emails').values({ customer_codigo: customer, correo }).onConflict((oc) => oc.column('customer_codigo').doNothing()).returning('correo').executeTakeFirst();

export const updateInvoiceEmail = (db: Db, customer: number, correo: string) =>
  db.updateTable('invoice_emails').set({ correo, updated_at: sql`now()` }).where('customer_codigo', '=', customer).returning('correo').executeTakeFirst();

// ---- sandbox console

/** The latest cash orders with their invoice, if issued (the console hands them over). */
export const latestCashOrders = (db: Db, limit: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.codigo', 'o.customer_codigo')
    .leftJoin('invoices as i', 'i.order_codigo', 'o.codigo')
    .select(['o.codigo', 'o.estado', 'o.total', 'c.email', 'i.numero', 'i.pin'])
    .where('o.forma_pago_codigo', 'in', [...OFFLINE_PAYMENT_CODES])
    .orderBy('o.codigo', 'desc')
    .limit(limit)
    .execute();
