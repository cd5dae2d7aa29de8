import { type Kysely, sql } from 'kysely';

/** Roulette plays: one row per order (its primary key), so an order's prize is awarded once. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roulette_plays')
    .addColumn('order_codigo', 'integer', (c) => c.primaryKey().references('orders.codigo').onDelete('cascade'))
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('giros', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premio', 'integer')
    .addColumn('gift_codigo', sql`citext`, (c) => c.references('gift_cards.codigo'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
