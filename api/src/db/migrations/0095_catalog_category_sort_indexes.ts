import { type Kysely, sql } from 'kysely';

/**
 * The list orders again, each behind the category: a page of one category (or of a small subtree) walks its own
 * rows in order and stops after twelve, where the catalogue-wide order indexes (0024) made a small category sorted
 * by price read most of the catalogue to find its twelve (about 300 ms at 100,000 products). Large subtrees keep
 * using the catalogue-wide indexes; the planner chooses per query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS products_cat_precio_idx ON products (categoria_codigo, (precio - round(precio * descuento / 100.0)), codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_cat_destacado_idx ON products (categoria_codigo, destacado DESC, popularidad DESC, codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_cat_descuento_idx ON products (categoria_codigo, descuento DESC, popularidad DESC, codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_cat_nuevo_idx ON products (categoria_codigo, nuevo DESC, created_at DESC, codigo DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_cat_promocion_idx ON products (categoria_codigo, promocion DESC, descuento DESC, popularidad DESC, codigo)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS products_cat_popularidad_idx ON products (categoria_codigo, popularidad DESC, codigo)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
