import { type Kysely, sql } from 'kysely';

/**
 * Customer account area (spec 001 §2–§4): the profile fields the account form edits (civil status, sex, RUC,
 * fixed telephone, foreign document), the profile picture, the notification setting and the deletion mark
 * (a deleted account keeps only what tax records need).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('estado_civil', 'text')
    .addColumn('sexo', 'text')
    .addColumn('ruc', 'text')
    .addColumn('documento_extranjero', 'text')
    .addColumn('telefono_fijo', 'text')
    .addColumn('imagen_perfil', 'text')
    .addColumn('cnoti_estado', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('cnoti_metodo', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('eliminado_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('addresses').addColumn('observaciones', 'text').execute();
  // Profile pictures live in the database: every API instance serves them, backups carry them.
  await db.schema
    .createTable('profile_pictures')
    .addColumn('nombre', 'text', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('datos', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX orders_customer_created_idx ON orders (customer_codigo, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_customer_created_idx`.execute(db);
  await db.schema.dropTable('profile_pictures').execute();
  await db.schema.alterTable('addresses').dropColumn('observaciones').execute();
  for (const c of ['estado_civil', 'sexo', 'ruc', 'documento_extranjero', 'telefono_fijo', 'imagen_perfil', 'cnoti_estado', 'cnoti_metodo', 'eliminado_at']) {
    await db.schema.alterTable('customers').dropColumn(c).execute();
  }
}
