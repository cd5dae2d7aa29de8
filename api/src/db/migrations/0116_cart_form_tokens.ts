import { type Kysely, sql } from 'kysely';

/**
 * The one-time tokens of the "Agregar al carrito" forms the server drew (decision 075): a token taken once per cart
 * owner (`c:<customer>` or `v:<visitor key>`) and which cart it went to, so a form posted again answers the same
 * without adding. Kept a day (as a visitor's cart), then removed by the next post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE cart_form_tokens (
      dueno text NOT NULL,
      token text NOT NULL,
      oncologico boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (dueno, token)
    )
  `.execute(db);
  await sql`CREATE INDEX cart_form_tokens_created_at ON cart_form_tokens (created_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
