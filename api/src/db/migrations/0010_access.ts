import { type Kysely, sql } from 'kysely';

/** Access: e-mail verification flag and lookups of one-time tokens by customer. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('email_valido', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('one_time_tokens_customer_idx')
    .on('one_time_tokens')
    .columns(['customer_codigo', 'proposito'])
    .execute();
  await sql`CREATE INDEX IF NOT EXISTS customers_celular2_idx ON customers (celular2)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
