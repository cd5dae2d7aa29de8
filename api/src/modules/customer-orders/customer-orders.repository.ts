import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The shop's clock: a month is Paraguay's calendar month. */
const ZONE = SHOP_TIME_ZONE;

/** The customer's orders placed in a calendar month (Paraguay time), newest first, with their item count. */
export function ordersOfMonth(db: Db, customer: number, year: number, month: number) {
  return db
    .selectFrom('orders as o')
    .select([
      'o.codigo',
      'o.estado',
      'o.created_at',
      'o.total',
      'o.tipo_envio',
      sql<number>`(SELECT coalesce(sum(l.cantidad), 0)::int FROM order_lines l WHERE l.order_codigo = o.codigo)`.as('cantidad'),
    ])
    .where('o.customer_codigo', '=', customer)
    .where(sql`(o.created_at AT TIME ZONE ${sql.lit(ZONE)})`, '>=', sql`make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0)`)
    .where(sql`(o.created_at AT TIME ZONE ${sql.lit(ZONE)})`, '<', sql`make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) + interval '1 month'`)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.codigo', 'desc')
    .execute();
}

/** The products the customer ordered most (by number of orders, then units), at most `limit`. */
export function topProducts(db: Db, customer: number, limit: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.codigo', 'l.order_codigo')
    .innerJoin('products as p', 'p.codigo', 'l.producto_codigo')
    .select([
      'p.codigo',
      'p.descripcion',
      'p.foto',
      'p.precio',
      'p.descuento',
      sql<number>`count(DISTINCT o.codigo)::int`.as('veces'),
      sql<number>`sum(l.cantidad)::int`.as('cantidad'),
    ])
    .where('o.customer_codigo', '=', customer)
    .where('l.es_regalo', '=', false)
    .groupBy(['p.codigo', 'p.descripcion', 'p.foto', 'p.precio', 'p.descuento'])
    .orderBy('veces', 'desc')
    .orderBy('cantidad', 'desc')
    .orderBy('p.codigo')
    .limit(limit)
    .execute();
}

/** The bags an order of the customer was packed in (its detail lists them as an extra line). */
export const orderBags = (db: Db, customer: number, codigo: number) =>
  db.selectFrom('orders').select(['bolsa_cantidad', 'bolsa_total']).where('codigo', '=', codigo).where('customer_codigo', '=', customer).executeTakeFirst();
