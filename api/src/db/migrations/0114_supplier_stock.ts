import { type Kysely, sql } from 'kysely';

/**
 * Supplier stock (spec 000 §9: orders subject to supplier stock are confirmed within 12 business hours): a product
 * whose units come from the supplier's stock carries `stock_proveedor`; an order with at least one such line keeps
 * `stock_proveedor` from the moment it is placed, so its completion page says the confirmation may take that long.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN stock_proveedor boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN stock_proveedor boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
