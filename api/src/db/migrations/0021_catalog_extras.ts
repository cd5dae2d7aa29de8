import { type Kysely, sql } from 'kysely';

/** Newsletter sign-ups, custom (personalised-loading) menu entries of the header, discount coupons. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', sql`citext`, (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A custom menu entry lists products by a rule: tipo promocion | nuevo | destacado | descuento (valor = min %)
  // | marca (valor = brand code) | categoria (valor = category code). Shown at /productos/{slug}/{codigo}.
  await db.schema
    .createTable('custom_menus')
    .addColumn('codigo', 'integer', (c) => c.primaryKey())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('imagen', 'text')
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('promocion','nuevo','destacado','descuento','marca','categoria')`))
    .addColumn('valor', 'text')
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db
    .insertInto('custom_menus')
    .values([
      { codigo: 9001, descripcion: 'Ofertas', slug: 'ofertas', color: '#d6202a', orden: 1, tipo: 'descuento', valor: '10' },
      { codigo: 9002, descripcion: 'Novedades', slug: 'novedades', color: '#1f7a3a', orden: 2, tipo: 'nuevo', valor: null },
    ])
    .execute();

  // Discount coupons (cuponCodigo of the cart): a percentage or a fixed amount off, within dates.
  await db.schema
    .createTable('coupons')
    .addColumn('codigo', sql`citext`, (c) => c.primaryKey())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('porcentaje', 'integer', (c) => c.check(sql`porcentaje between 1 and 100`))
    .addColumn('monto', 'integer', (c) => c.check(sql`monto > 0`))
    .addColumn('minimo_compra', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fecha_inicio', 'timestamptz')
    .addColumn('fecha_fin', 'timestamptz')
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('coupons_valor', sql`(porcentaje is null) <> (monto is null)`)
    .execute();

  await db.schema.createIndex('ratings_producto_idx').on('ratings').column('producto_codigo').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
