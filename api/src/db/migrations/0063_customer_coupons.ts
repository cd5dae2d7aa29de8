import { type Kysely, sql } from 'kysely';

/** Coupons given to a customer (/mis-cupones, spec 001 §2): each with its own expiry; used ones leave the list. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_coupons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('cupon_codigo', sql`citext`, (c) => c.notNull().references('coupons.codigo').onDelete('cascade'))
    .addColumn('vence', 'timestamptz')
    .addColumn('usado_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('customer_coupons_uq', ['customer_codigo', 'cupon_codigo'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_coupons').execute();
}
