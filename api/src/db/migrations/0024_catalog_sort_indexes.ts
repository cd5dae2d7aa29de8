import { type Kysely, sql } from 'kysely';

/**
 * One index per list order, so a page of a large category walks the index in order and stops after twelve
 * matches instead of sorting the whole category (the largest top-level category holds over half the products).
 * The price expression is the one the lists sort on: the price after the product discount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS products_precio_final_idx ON products ((precio - round(precio * descuento / 100.0)), codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_descuento_idx ON products (descuento DESC, popularidad DESC, codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_nuevo_idx ON products (nuevo DESC, created_at DESC, codigo DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_promocion_idx ON products (promocion DESC, descuento DESC, popularidad DESC, codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_popularidad_idx ON products (popularidad DESC, codigo)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
