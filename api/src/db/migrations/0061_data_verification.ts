import { type Kysely, sql } from 'kysely';

/**
 * Data verification by one-time code (spec 001 §4): each customer's progress (mobile, then e-mail) and the
 * codes sent, stored hashed, with their expiry and wrong tries; the birth date the form asks for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('fecha_nacimiento', 'date').execute();
  await db.schema
    .createTable('data_verifications')
    .addColumn('customer_codigo', 'integer', (c) => c.primaryKey().references('customers.codigo').onDelete('cascade'))
    .addColumn('celular', 'text')
    .addColumn('celular_verificado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('correo', 'text')
    .addColumn('correo_verificado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('canal', 'text', (c) => c.notNull()) // sms | email
    .addColumn('destino', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('verification_codes_customer_idx').on('verification_codes').columns(['customer_codigo', 'canal', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('data_verifications').execute();
  await db.schema.alterTable('customers').dropColumn('fecha_nacimiento').execute();
}
