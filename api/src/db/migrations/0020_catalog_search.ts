import { type Kysely, sql } from 'kysely';

/**
 * Catalogue search: an accent-free, lowercase search text per product (kept by a trigger, so seeds and
 * imports need not know about it), full-text and trigram GIN indexes over it, and the vocabulary of
 * catalogue words used for "O quizás quisiste decir".
 *
 * `unaccent()` is only STABLE (it reads its dictionary by search_path), so it cannot be used in an index;
 * `botica_unaccent()` names the dictionary explicitly and is declared IMMUTABLE.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ns = await sql<{ nspname: string }>`
    select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(db);
  const schema = ns.rows[0]?.nspname ?? 'public';

  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION botica_unaccent(text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $$ SELECT lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, $1)) $$`,
    )
    .execute(db);

  await db.schema.alterTable('products').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();

  await sql`
    CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := botica_unaccent(concat_ws(' ',
        NEW.descripcion, NEW.nombre,
        (SELECT b.descripcion FROM brands b WHERE b.codigo = NEW.marca_codigo),
        NEW.fabricante, NEW.principio_activo, NEW.presentacion, NEW.contenido));
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_search_text_trg BEFORE INSERT OR UPDATE ON products
    FOR EACH ROW EXECUTE FUNCTION products_search_text()`.execute(db);

  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  // Statement-level triggers with transition tables: one vocabulary insert per seed batch, not per row.
  await sql`
    CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_text, '[^a-z0-9]+') AS w
      WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_words_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect()`.execute(db);
  await sql`
    CREATE TRIGGER products_words_upd AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect()`.execute(db);

  // Rows seeded before this migration get their search text now (fires both triggers).
  await sql`UPDATE products SET descripcion = descripcion`.execute(db);

  await sql`CREATE INDEX products_search_fts_idx ON products USING gin (to_tsvector('simple', search_text))`.execute(db);
  await sql`CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('products_codigo_barra_idx').on('products').column('codigo_barra').execute();
  await db.schema.createIndex('products_destacado_idx').on('products').columns(['destacado', 'popularidad']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
