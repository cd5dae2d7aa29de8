import { type Kysely, sql } from 'kysely';

/**
 * The content forms' submissions (contact, job application with CV, premises for rent with images, trivia),
 * the files they uploaded, and the utm_id redirects of /mega-promos.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_files')
    .addColumn('nombre', 'text', (c) => c.primaryKey()) // random name on disk
    .addColumn('nombre_original', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('contacto', 'trabajo')`))
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('archivo', 'text', (c) => c.references('uploaded_files.nombre'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('rental_offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('datos', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('captcha', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('rental_offer_images')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('rental_offers.id').onDelete('cascade'))
    .addColumn('archivo', 'text', (c) => c.notNull().references('uploaded_files.nombre'))
    .addColumn('orden', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rental_offer_images_pk', ['offer_id', 'orden'])
    .execute();
  await db.schema
    .createTable('trivia_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('datos', 'jsonb', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('archivo', 'text', (c) => c.notNull().references('uploaded_files.nombre'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('utm_redirects')
    .addColumn('utm_id', 'text', (c) => c.primaryKey())
    .addColumn('redireccion', 'text', (c) => c.notNull())
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db
    .insertInto('utm_redirects')
    .values([
      { utm_id: 'mega-vitaminas', redireccion: '/categoria/200/vitaminas-y-suplementos' },
      { utm_id: 'mega-bebes', redireccion: '/mundo/bebes' },
      { utm_id: 'mega-belleza', redireccion: '/mundo/belleza' },
    ])
    .execute();
  // Where the shop's staff receive each form (outbox / SMTP); an operator changes the rows.
  await db
    .insertInto('parameters')
    .values([
      { nombre: 'CORREO_RRHH', valor: 'rrhh@botica.test' },
      { nombre: 'CORREO_EXPANSION', valor: 'expansion@botica.test' },
      { nombre: 'CORREO_PROMOCIONES', valor: 'promociones@botica.test' },
    ])
    .onConflict((oc) => oc.column('nombre').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['utm_redirects', 'trivia_entries', 'rental_offer_images', 'rental_offers', 'contact_messages', 'uploaded_files'])
    await db.schema.dropTable(t).execute();
}
