import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** How long a key derived from the submission's content stands for the same order. */
export const DERIVED_KEY_MINUTES = 10;

/**
 * Claims the submission key for a new order. Answers false when another submission with the same key already
 * made (or is making, in a transaction this one waits for) an order. A derived key older than
 * DERIVED_KEY_MINUTES is taken over: the same cart ordered again later is a new order.
 */
export async function claimSubmission(db: Db, clave: string, customer: number, derivada: boolean): Promise<boolean> {
  const row = await db
    .insertInto('order_requests')
    .values({ clave, customer_codigo: customer, derivada })
    .onConflict((oc) =>
      oc
        .column('clave')
        .doUpdateSet({ created_at: sql`now()`, order_codigo: null })
        .where(sql<SqlBool>`order_requests.derivada AND order_requests.created_at < now() - make_interval(mins => ${DERIVED_KEY_MINUTES})`),
    )
    .returning('clave')
    .executeTakeFirst();
  return Boolean(row);
}

export async function submissionOrder(db: Db, clave: string) {
  const row = await db
    .selectFrom('order_requests as r')
    .leftJoin('orders as o', 'o.codigo', 'r.order_codigo')
    .select(['r.order_codigo', 'o.token_peticion', 'o.total'])
    .where('r.clave', '=', clave)
    .executeTakeFirst();
  return row?.order_codigo ? { codigo: row.order_codigo, tokenPeticion: row.token_peticion!, total: row.total! } : null;
}

export const linkSubmission = (db: Db, clave: string, order: number) =>
  db.updateTable('order_requests').set({ order_codigo: order }).where('clave', '=', clave).execute();

/**
 * Takes `cantidad` units from a branch's stock only if that many are there: one conditional UPDATE, so two
 * orders racing for the last unit cannot both get it (the second waits for the first's row lock, then sees
 * the new quantity). Answers whether the units were taken.
 */
export async function takeStock(db: Db, sucursal: number, producto: number, cantidad: number): Promise<boolean> {
  const row = await db
    .updateTable('stock')
    .set({ existencia: sql`existencia - ${cantidad}` })
    .where('producto_codigo', '=', producto)
    .where('sucursal_codigo', '=', sucursal)
    .where('existencia', '>=', cantidad)
    .returning('existencia')
    .executeTakeFirst();
  return Boolean(row);
}

/** Spends a gift card's balance only if it is still what the calculation saw. */
export async function spendGiftCard(db: Db, codigo: string, monto: number): Promise<boolean> {
  const row = await db
    .updateTable('gift_cards')
    .set({ saldo: sql`saldo - ${monto}` })
    .where(sql<SqlBool>`codigo = ${codigo}::citext`)
    .where('saldo', '=', monto)
    .returning('saldo')
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertOrder(db: Db, order: Insertable<OrdersTable>, lines: Omit<Insertable<OrderLinesTable>, 'order_codigo'>[]) {
  const { codigo } = await db.insertInto('orders').values(order).returning('codigo').executeTakeFirstOrThrow();
  if (lines.length) await db.insertInto('order_lines').values(lines.map((l) => ({ ...l, order_codigo: codigo }))).execute();
  return codigo;
}

export const customerFlags = (db: Db, customer: number) =>
  db.selectFrom('customers').select(['terminos_estado', 'bloqueado_pago_online']).where('codigo', '=', customer).executeTakeFirst();

/** Closes the customer's saved cart once its order is placed. */
export const finishCart = (db: Db, customer: number, cart: number) =>
  db
    .updateTable('carts')
    .set({ estado: 'FINALIZADO', updated_at: sql`now()` })
    .where('codigo', '=', cart)
    .where('customer_codigo', '=', customer)
    .execute();

/** An order with its lines, branch and address, only when it belongs to the customer. */
export async function customerOrder(db: Db, customer: number, codigo: number) {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('branches as b', 'b.codigo', 'o.sucursal_codigo')
    .leftJoin('addresses as a', 'a.codigo', 'o.direccion_codigo')
    .select([
      'o.codigo', 'o.estado', 'o.created_at', 'o.total', 'o.subtotal', 'o.delivery', 'o.descuento', 'o.gift_monto', 'o.oncologico',
      'o.token_peticion', 'o.tipo_entrega', 'o.tipo_envio', 'o.forma_pago_codigo', 'o.entrega',
      'b.codigo as b_codigo', 'b.descripcion as b_descripcion', 'b.direccion as b_direccion', 'b.latitud as b_latitud', 'b.longitud as b_longitud',
      'a.codigo as a_codigo', 'a.nombre as a_nombre', 'a.calle as a_calle', 'a.numero as a_numero',
    ])
    .where('o.codigo', '=', codigo)
    .where('o.customer_codigo', '=', customer)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.codigo', 'l.producto_codigo')
    .select(['l.producto_codigo', 'l.descripcion', 'l.cantidad', 'l.precio', 'l.porcentaje_descuento', 'p.foto'])
    .where('l.order_codigo', '=', codigo)
    .orderBy('l.id')
    .execute();
  return { order, lines };
}
