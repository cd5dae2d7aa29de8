import { type Kysely, sql } from 'kysely';

/**
 * Server-side purchase conversions: one row per order (its primary key), with the customer's e-mail, phone and
 * document only as SHA-256 hashes of their normalised forms.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table purchase_conversions (
      order_codigo integer primary key references orders(codigo) on delete cascade,
      valor integer not null,
      moneda text not null,
      email_sha256 char(64),
      telefono_sha256 char(64),
      documento_sha256 char(64),
      created_at timestamptz not null default now(),
      enviada_at timestamptz
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
