import { type Kysely, sql } from 'kysely';

/**
 * Coupon limits: how many orders may use a coupon in all (`usos_maximos`) and per customer (`usos_por_cliente`);
 * empty means no limit. Orders placed with a coupon count while they are not annulled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('coupons')
    .addColumn('usos_maximos', 'integer', (c) => c.check(sql`usos_maximos > 0`))
    .addColumn('usos_por_cliente', 'integer', (c) => c.check(sql`usos_por_cliente > 0`))
    .execute();
  // Counting a coupon's orders (in all and per customer) reads this index, not the orders table.
  await db.schema.createIndex('orders_cupon_idx').on('orders').columns(['cupon_codigo', 'customer_codigo']).where(sql.ref('cupon_codigo'), 'is not', null).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
