import { type Kysely, sql } from 'kysely';

/** Core tables: geography, branches, catalogue, customers and sessions, outbox, notifications. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);

  // Geography: departments, districts ('Ciudad') and localities/barrios in one tree.
  await db.schema
    .createTable('locations')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('tipo', 'text', (c) => c.notNull()) // Departamento | Ciudad | Barrio
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('padre', 'integer', (c) => c.references('locations.codigo'))
    .addColumn('sifen_code', 'integer')
    .addColumn('latitud', 'double precision')
    .addColumn('longitud', 'double precision')
    .addUniqueConstraint('locations_tipo_sifen', ['tipo', 'sifen_code'])
    .execute();
  await db.schema.createIndex('locations_padre_idx').on('locations').column('padre').execute();

  await db.schema
    .createTable('branches')
    .addColumn('codigo', 'integer', (c) => c.primaryKey())
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('direccion', 'text', (c) => c.notNull())
    .addColumn('telefono', 'text')
    .addColumn('ciudad_codigo', 'integer', (c) => c.notNull().references('locations.codigo'))
    .addColumn('departamento_codigo', 'integer', (c) => c.notNull().references('locations.codigo'))
    .addColumn('latitud', 'double precision', (c) => c.notNull())
    .addColumn('longitud', 'double precision', (c) => c.notNull())
    .addColumn('horarios', 'jsonb', (c) => c.notNull())
    .addColumn('delivery', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('entrega_programada', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('retiro', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('branches_ciudad_idx').on('branches').column('ciudad_codigo').execute();

  // Catalogue
  await db.schema
    .createTable('categories')
    .addColumn('codigo', 'integer', (c) => c.primaryKey())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('padre', 'integer', (c) => c.references('categories.codigo'))
    .addColumn('nivel', 'integer', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imagen', 'text')
    .addColumn('color', 'text')
    .addColumn('destacada', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('iva', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema.createIndex('categories_padre_idx').on('categories').column('padre').execute();

  await db.schema
    .createTable('brands')
    .addColumn('codigo', 'integer', (c) => c.primaryKey())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('grupo', 'text')
    .addColumn('imagen', 'text')
    .addColumn('destacada', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('codigo', 'integer', (c) => c.primaryKey())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('descripcion_larga', 'text')
    .addColumn('codigo_barra', 'text')
    .addColumn('precio', 'integer', (c) => c.notNull().check(sql`precio >= 0`))
    .addColumn('iva', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('marca_codigo', 'integer', (c) => c.references('brands.codigo'))
    .addColumn('fabricante', 'text')
    .addColumn('categoria_codigo', 'integer', (c) => c.notNull().references('categories.codigo'))
    .addColumn('codigo_control', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('es_refrigerado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('oncologico', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('foto', 'text')
    .addColumn('galeria', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('atributos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('nuevo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('descontinuado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('promocion', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('destacado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('descuento', 'integer', (c) => c.notNull().defaultTo(0).check(sql`descuento between 0 and 100`))
    .addColumn('popularidad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('principio_activo', 'text')
    .addColumn('presentacion', 'text')
    .addColumn('contenido', 'text')
    .addColumn('tope_linea', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('products_categoria_idx').on('products').column('categoria_codigo').execute();
  await db.schema.createIndex('products_marca_idx').on('products').column('marca_codigo').execute();

  // Payment-method discounts per product (descuentosFormas); `test` ones are for testers only.
  await db.schema
    .createTable('product_payment_discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('producto_codigo', 'integer', (c) => c.notNull().references('products.codigo').onDelete('cascade'))
    .addColumn('forma_codigo', 'integer', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('porcentaje', 'integer', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('imagen', 'text')
    .addColumn('advertencia', 'text')
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('ppd_producto_idx').on('product_payment_discounts').column('producto_codigo').execute();

  // Quantity promotions (2x1, 3x2, 4x2): `step` units, `porcentaje` off the set.
  await db.schema
    .createTable('quantity_promotions')
    .addColumn('producto_codigo', 'integer', (c) => c.primaryKey().references('products.codigo').onDelete('cascade'))
    .addColumn('promocion', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('porcentaje', 'integer', (c) => c.notNull())
    .addColumn('mensaje', 'text')
    .execute();

  await db.schema
    .createTable('stock')
    .addColumn('producto_codigo', 'integer', (c) => c.notNull().references('products.codigo').onDelete('cascade'))
    .addColumn('sucursal_codigo', 'integer', (c) => c.notNull().references('branches.codigo'))
    .addColumn('existencia', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_pk', ['producto_codigo', 'sucursal_codigo'])
    .execute();
  await db.schema.createIndex('stock_sucursal_idx').on('stock').column('sucursal_codigo').execute();

  await db.schema
    .createTable('banners')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('posicion', 'text', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imagen', 'text')
    .addColumn('imagen_web', 'text')
    .addColumn('url', 'text')
    .addColumn('descripcion', 'text')
    .addColumn('fecha_inicio', 'timestamptz')
    .addColumn('fecha_fin', 'timestamptz')
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('parameters')
    .addColumn('nombre', 'text', (c) => c.primaryKey())
    .addColumn('valor', 'text', (c) => c.notNull())
    .execute();

  // Customers and sessions
  await db.schema
    .createTable('customers')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('tipo', 'text', (c) => c.notNull()) // persona | empresa
    .addColumn('tipo_persona', 'text', (c) => c.notNull()) // F | J
    .addColumn('email', sql`citext`, (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nombres', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('razon_social', 'text')
    .addColumn('document_type', 'text', (c) => c.notNull()) // ci | ruc | doc_extranjero
    .addColumn('documento', 'text', (c) => c.notNull())
    .addColumn('nacionalidad', 'text')
    .addColumn('celular1', 'text')
    .addColumn('celular2', 'text')
    .addColumn('terminos_estado', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('es_tester', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('es_funcionario', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verificado', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bloqueado_pago_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('customers_documento_idx').on('customers').columns(['document_type', 'documento']).execute();
  await db.schema.createIndex('customers_celular_idx').on('customers').column('celular1').execute();

  await db.schema
    .createTable('company_managers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('nombres', 'text', (c) => c.notNull())
    .addColumn('apellidos', 'text', (c) => c.notNull())
    .addColumn('nro_cedula', 'text', (c) => c.notNull())
    .addColumn('celular', 'text', (c) => c.notNull())
    .execute();

  // An accountant (a customer) given access to another customer's electronic invoices.
  await db.schema
    .createTable('accountants')
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('contador_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('accountants_pk', ['customer_codigo', 'contador_codigo'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // sha-256 of the token; the token itself is never stored
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_customer_idx').on('sessions').column('customer_codigo').execute();

  // One-time tokens (password recovery, e-mail verification), stored hashed.
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposito', 'text', (c) => c.notNull()) // password | verify-email | verify-phone
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('calle', 'text', (c) => c.notNull())
    .addColumn('numero', 'text')
    .addColumn('forma', 'text')
    .addColumn('lateral1', 'text')
    .addColumn('lateral2', 'text')
    .addColumn('edificio', 'text')
    .addColumn('piso', 'text')
    .addColumn('es_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('departamento_codigo', 'integer', (c) => c.references('locations.codigo'))
    .addColumn('ciudad_codigo', 'integer', (c) => c.references('locations.codigo'))
    .addColumn('barrio_codigo', 'integer', (c) => c.references('locations.codigo'))
    .addColumn('latitud', 'double precision')
    .addColumn('longitud', 'double precision')
    .addColumn('sucursal_codigo', 'integer', (c) => c.references('branches.codigo'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_customer_idx').on('addresses').column('customer_codigo').execute();

  await db.schema
    .createTable('saved_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('alias_token', 'text', (c) => c.notNull().unique())
    .addColumn('marca', 'text', (c) => c.notNull())
    .addColumn('mascara', 'text', (c) => c.notNull())
    .addColumn('vencimiento', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo'))
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('tipo_envio', 'integer', (c) => c.notNull()) // 1 delivery, 2 pickup
    .addColumn('direccion_codigo', 'integer', (c) => c.references('addresses.codigo'))
    .addColumn('sucursal_codigo', 'integer', (c) => c.references('branches.codigo'))
    .addColumn('forma_pago_codigo', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('descuento', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('oncologico', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('observacion', 'text')
    .addColumn('token_peticion', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_codigo').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_codigo', 'integer', (c) => c.notNull().references('orders.codigo').onDelete('cascade'))
    .addColumn('producto_codigo', 'integer', (c) => c.notNull().references('products.codigo'))
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('cantidad', 'integer', (c) => c.notNull())
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('porcentaje_descuento', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('es_regalo', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Outbox of every e-mail and SMS the shop sends (shown by the sandbox console).
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('canal', 'text', (c) => c.notNull()) // email | sms
    .addColumn('destino', 'text', (c) => c.notNull())
    .addColumn('asunto', 'text')
    .addColumn('cuerpo', 'text', (c) => c.notNull())
    .addColumn('enlace', 'text')
    .addColumn('customer_codigo', 'integer', (c) => c.references('customers.codigo').onDelete('set null'))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('enviado'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Notifications: a message (nowa) delivered to customers (nocl).
  await db.schema
    .createTable('notification_messages')
    .addColumn('nowa_codigo', 'serial', (c) => c.primaryKey())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('enlace', 'text')
    .addColumn('btn_name', 'text')
    .addColumn('repeticion', 'integer')
    .addColumn('fecha_inicio', 'timestamptz')
    .addColumn('fecha_fin', 'timestamptz')
    .addColumn('imagen', 'text')
    .addColumn('imagen_web', 'text')
    .addColumn('imagen_mobile', 'text')
    .addColumn('popup', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('customer_notifications')
    .addColumn('nocl_codigo', 'serial', (c) => c.primaryKey())
    .addColumn('nowa_codigo', 'integer', (c) => c.notNull().references('notification_messages.nowa_codigo').onDelete('cascade'))
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('NO_LEIDO'))
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cn_customer_idx').on('customer_notifications').column('customer_codigo').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('producto_codigo', 'integer', (c) => c.notNull().references('products.codigo').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pk', ['customer_codigo', 'producto_codigo'])
    .execute();

  await db.schema
    .createTable('ratings')
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('producto_codigo', 'integer', (c) => c.notNull().references('products.codigo').onDelete('cascade'))
    .addColumn('puntaje', 'integer', (c) => c.notNull().check(sql`puntaje between 1 and 5`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ratings_pk', ['customer_codigo', 'producto_codigo'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
