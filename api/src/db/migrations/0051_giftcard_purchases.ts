import { type Kysely, sql } from 'kysely';

/**
 * Gift card purchases: the wizard's data, linked to the order that pays it (an order without lines, total = amount).
 * The card itself (gift_cards, redeemable at checkout) is issued once, when that order's payment is approved.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('giftcard_purchases')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('order_codigo', 'integer', (c) => c.notNull().unique().references('orders.codigo').onDelete('cascade'))
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('remitente', 'text', (c) => c.notNull())
    .addColumn('destinatario', 'text', (c) => c.notNull())
    .addColumn('canal', 'text', (c) => c.notNull().check(sql`canal in ('sms', 'email')`))
    .addColumn('destino', 'text', (c) => c.notNull())
    .addColumn('mensaje', 'text', (c) => c.notNull())
    .addColumn('plantilla', 'integer', (c) => c.notNull())
    .addColumn('monto', 'integer', (c) => c.notNull().check(sql`monto between 100000 and 500000`))
    .addColumn('gift_codigo', sql`citext`, (c) => c.references('gift_cards.codigo'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
