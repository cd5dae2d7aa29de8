import { type Kysely, sql } from 'kysely';

/** Guardians (encargados, spec 001 §3): people the customer authorises; one may be the default (defecto set). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guardians')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('nombres', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull())
    .addColumn('ci', 'text')
    .addColumn('sexo', 'text')
    .addColumn('celu_p', 'text', (c) => c.notNull())
    .addColumn('celu_s', 'text')
    .addColumn('telefono', 'text')
    .addColumn('defecto', 'timestamptz')
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('guardians_customer_idx').on('guardians').column('customer_codigo').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('guardians').execute();
}
