import { type Kysely, sql } from 'kysely';

/** Cover pages (/portada/{slug}) with their images, and the default gift-card cover. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('covers')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('contenido', 'text')
    .addColumn('contenido_app', 'text')
    .addColumn('color', 'text')
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('fecha_inicio', 'timestamptz')
    .addColumn('fecha_fin', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('cover_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cover_slug', 'text', (c) => c.notNull().references('covers.slug').onDelete('cascade'))
    .addColumn('ubicacion', 'text', (c) =>
      c.notNull().check(sql`ubicacion in ('FONDO-WEB', 'FONDO-APP', 'DERECHA-WEB', 'DERECHA-APP')`),
    )
    .addColumn('imagen', 'text', (c) => c.notNull())
    .addColumn('imagen_web', 'text')
    .addColumn('url', 'text')
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('cover_images_cover_idx').on('cover_images').column('cover_slug').execute();

  await db
    .insertInto('covers')
    .values({
      slug: 'gift-card-predeterminado',
      nombre: 'Gift Card',
      contenido:
        '<h2>Regalá salud y bienestar</h2><p>Con la Gift Card de Botica Guaraní quien la recibe elige lo que quiere en cualquiera de nuestras sucursales o en la tienda en línea.</p>',
      contenido_app: '<h2>Regalá salud y bienestar</h2><p>Comprala desde la app y enviala al instante.</p>',
      color: '#0a7d4f',
      activo: true,
    })
    .execute();
  await db
    .insertInto('cover_images')
    .values([
      { cover_slug: 'gift-card-predeterminado', ubicacion: 'FONDO-WEB', imagen: 'placeholders/fragancias.svg', imagen_web: 'placeholders/fragancias.svg', url: '/comprar-giftcard', orden: 1 },
      { cover_slug: 'gift-card-predeterminado', ubicacion: 'FONDO-APP', imagen: 'placeholders/fragancias.svg', imagen_web: null, url: '/comprar-giftcard', orden: 2 },
      { cover_slug: 'gift-card-predeterminado', ubicacion: 'DERECHA-WEB', imagen: 'placeholders/cuidado-corporal.svg', imagen_web: 'placeholders/cuidado-corporal.svg', url: '/comprar-giftcard', orden: 3 },
      { cover_slug: 'gift-card-predeterminado', ubicacion: 'DERECHA-APP', imagen: 'placeholders/cuidado-corporal.svg', imagen_web: null, url: '/comprar-giftcard', orden: 4 },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cover_images').execute();
  await db.schema.dropTable('covers').execute();
}
