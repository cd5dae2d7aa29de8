import { type Kysely, sql } from 'kysely';

/**
 * The saved cart becomes the shopper's cart on the server (decision 068): it keeps the checkout's choices next to
 * the lines (`datos`), and a visitor's cart belongs to a random key (`clave`, the cart cookie's value) instead of
 * a customer. A row has one owner or the other; each owner has at most one open cart of each kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('clave', 'text')
    .addColumn('datos', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`alter table carts alter column customer_codigo drop not null`.execute(db);
  await sql`alter table carts add constraint carts_owner_check check ((customer_codigo is null) <> (clave is null))`.execute(db);
  await db.schema.createIndex('carts_clave_idx').on('carts').columns(['clave', 'estado']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
