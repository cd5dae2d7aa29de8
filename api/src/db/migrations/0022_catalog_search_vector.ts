import { type Kysely, sql } from 'kysely';

/**
 * Stores the products' tsvector instead of recomputing `to_tsvector(search_text)` for every candidate row
 * at query time (recheck, ranking): the search is then bounded by index work, not by text parsing.
 * Typos are corrected against the vocabulary (search_words, trigram-indexed) and searched through this
 * index, so the trigram index over whole product texts is no longer used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN search_tsv tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := botica_unaccent(concat_ws(' ',
        NEW.descripcion, NEW.nombre,
        (SELECT b.descripcion FROM brands b WHERE b.codigo = NEW.marca_codigo),
        NEW.fabricante, NEW.principio_activo, NEW.presentacion, NEW.contenido));
      NEW.search_tsv := to_tsvector('simple', NEW.search_text);
      RETURN NEW;
    END $$`.execute(db);
  await sql`UPDATE products SET search_tsv = to_tsvector('simple', search_text)`.execute(db);
  await sql`DROP INDEX IF EXISTS products_search_fts_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS products_search_trgm_idx`.execute(db);
  await sql`CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
