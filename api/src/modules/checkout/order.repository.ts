import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderLinesTable, OrdersTable } from './order.table.js';

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

/**
 * Takes every line's units from a branch's stock, only where that many are there, in one statement: the rows
 * are locked in product order first (two orders never wait on each other crosswise), then each is decremented
 * under the condition `existencia >= cantidad`, which PostgreSQL re-checks on the latest row after any wait.
 * Two orders racing for the last unit cannot both get it. Answers the products whose units were taken.
 */
export async function takeStock(db: Db, sucursal: number, lines: { producto: number; cantidad: number }[]): Promise<Set<number>> {
  if (!lines.length) return new Set();
  const wanted = sql.join(lines.map((l) => sql`(${l.producto}::int, ${l.cantidad}::int)`));
  const { rows } = await sql<{ producto_codigo: number }>`
    WITH wanted (producto, cantidad) AS (VALUES ${wanted}),
    locked AS (
      SELECT s.producto_codigo FROM stock s JOIN wanted w ON w.producto = s.producto_codigo
      WHERE s.sucursal_codigo = ${sucursal}
      ORDER BY s.producto_codigo
      FOR UPDATE OF s
    )
    UPDATE stock s SET existencia = s.existencia - w.cantidad
    FROM wanted w
    WHERE s.producto_codigo = w.producto AND s.sucursal_codigo = ${sucursal} AND s.existencia >= w.cantidad
      AND s.producto_codigo IN (SELECT producto_codigo FROM locked)
    RETURNING s.producto_codigo`.execute(db);
  return new Set(rows.map((r) => r.producto_codigo));
}

/** Whether any of these products comes from the supplier's stock (spec 000 §9). */
export async function anyFromSupplierStock(db: Db, productos: number[]): Promise<boolean> {
  if (!productos.length) return false;
  const row = await db.selectFrom('products').select('codigo').where('codigo', 'in', productos).where('stock_proveedor', '=', true).limit(1).executeTakeFirst();
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

/** Writes the order, its lines and the link from its submission key in one statement; answers its code. */
export async function insertOrder(
  db: Db,
  clave: string,
  order: Insertable<OrdersTable>,
  lines: Omit<Insertable<OrderLinesTable>, 'order_codigo'>[],
): Promise<number> {
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${l.producto_codigo}::int, ${l.descripcion}::text, ${l.cantidad}::int, ${l.precio}::int, ${l.porcentaje_descuento ?? 0}::int,
             ${l.es_regalo ?? false}::boolean, ${l.precio_sin_descuento ?? null}::int, ${l.descuento_codigo ?? null}::int,
             ${l.descuento_promocion ?? 0}::int, ${l.descuento_forma_pago ?? 0}::int, ${l.subtotal ?? null}::int)`,
    ),
  );
  const row = await db
    .with('o', (qb) => qb.insertInto('orders').values(order).returning('codigo'))
    .with('l', (qb) =>
      qb
        .insertInto('order_lines')
        .columns([
          'order_codigo', 'producto_codigo', 'descripcion', 'cantidad', 'precio', 'porcentaje_descuento', 'es_regalo',
          'precio_sin_descuento', 'descuento_codigo', 'descuento_promocion', 'descuento_forma_pago', 'subtotal',
        ])
        .expression(sql`SELECT o.codigo, v.* FROM o CROSS JOIN (VALUES ${values}) AS v`),
    )
    .with('r', (qb) => qb.updateTable('order_requests').set({ order_codigo: sql`(SELECT codigo FROM o)` }).where('clave', '=', clave))
    .selectFrom('o')
    .select('codigo')
    .executeTakeFirstOrThrow();
  return row.codigo;
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

/** The code of the customer's order with this tokenPeticion, or null. */
export async function customerOrderCodeByToken(db: Db, customer: number, token: string): Promise<number | null> {
  const row = await db.selectFrom('orders').select('codigo').where('token_peticion', '=', token).where('customer_codigo', '=', customer).executeTakeFirst();
  return row?.codigo ?? null;
}

/** An order with its lines, branch and address, only when it belongs to the customer. */
export async function customerOrder(db: Db, customer: number, codigo: number) {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('branches as b', 'b.codigo', 'o.sucursal_codigo')
    .leftJoin('addresses as a', 'a.codigo', 'o.direccion_codigo')
    .select([
      'o.codigo', 'o.estado', 'o.created_at', 'o.total', 'o.subtotal', 'o.delivery', 'o.descuento', 'o.gift_monto', 'o.oncologico',
      'o.token_peticion', 'o.tipo_entrega', 'o.tipo_envio', 'o.forma_pago_codigo', 'o.entrega', 'o.observacion', 'o.stock_proveedor',
      'b.codigo as b_codigo', 'b.descripcion as b_descripcion', 'b.direccion as b_direccion', 'b.latitud as b_latitud', 'b.longitud as b_longitud',
      'a.codigo as a_codigo', 'a.nombre as a_nombre', 'a.calle as a_calle', 'a.numero as a_numero',
      // the order bought a gift card (its online payment is of type SERV)
      (eb) => eb.exists(eb.selectFrom('giftcard_purchases as g').select('g.codigo').whereRef('g.order_codigo', '=', 'o.codigo')).as('es_giftcard'),
    ])
    .where('o.codigo', '=', codigo)
    .where('o.customer_codigo', '=', customer)
    .executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', 'p.codigo', 'l.producto_codigo')
    .select(['l.producto_codigo', 'l.descripcion', 'l.cantidad', 'l.precio', 'l.porcentaje_descuento', 'l.es_regalo', 'p.foto'])
    .where('l.order_codigo', '=', codigo)
    .orderBy('l.id')
    .execute();
  return { order, lines };
}
