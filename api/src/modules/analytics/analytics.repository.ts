import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The order, its lines and its customer's contact data, only when the order belongs to that customer. */
export async function ownOrder(db: Db, customer: number, codigo: number) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.codigo', 'o.customer_codigo')
    .select(['o.codigo', 'o.estado', 'o.total', 'o.oncologico', 'o.forma_pago_codigo', 'c.email', 'c.celular1', 'c.celular2', 'c.documento'])
    .where('o.codigo', '=', codigo)
    .where('o.customer_codigo', '=', customer)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines')
    .select(['producto_codigo', 'descripcion', 'cantidad', 'precio', 'porcentaje_descuento'])
    .where('order_codigo', '=', codigo)
    .orderBy('id')
    .execute();
  return { order, lines };
}

export interface ConversionRow {
  order_codigo: number;
  valor: number;
  moneda: string;
  email_sha256: string | null;
  telefono_sha256: string | null;
  documento_sha256: string | null;
}

/** Records the order's conversion once: true when this call inserted it, false when it already existed. */
export async function insertConversion(db: Db, row: ConversionRow): Promise<boolean> {
  const inserted = await db
    .insertInto('purchase_conversions')
    .values(row)
    .onConflict((oc) => oc.column('order_codigo').doNothing())
    .returning('order_codigo')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Marks a conversion as delivered to the external endpoint. */
export async function markSent(db: Db, order: number): Promise<void> {
  await db.updateTable('purchase_conversions').set({ enviada_at: new Date() }).where('order_codigo', '=', order).execute();
}
