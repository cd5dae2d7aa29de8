import { type Kysely, sql } from 'kysely';

/**
 * Checkout: orders keep everything the calculation decided (delivery type and slot, coupon, gift card, bags,
 * the cart they closed), one row per submission key makes placing an order idempotent, stock can never go
 * below zero, gift cards with their balance, saved (abandoned) carts and shared carts. Addresses are retired,
 * not deleted, so the orders that used them keep them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('tipo_entrega', 'text')
    .addColumn('entrega', 'jsonb')
    .addColumn('cupon_codigo', 'text')
    .addColumn('descuento_cupon', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_codigo', 'text')
    .addColumn('gift_monto', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bolsa_cantidad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bolsa_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cart_id', 'integer')
    .addColumn('telefono_pago', 'text')
    .addColumn('alias_token', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX orders_token_peticion_uq ON orders (token_peticion) WHERE token_peticion IS NOT NULL`.execute(db);

  await db.schema
    .alterTable('order_lines')
    .addColumn('precio_sin_descuento', 'integer')
    .addColumn('descuento_codigo', 'integer')
    .addColumn('descuento_promocion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('descuento_forma_pago', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal', 'integer')
    .execute();
  await db.schema.createIndex('order_lines_order_idx').ifNotExists().on('order_lines').column('order_codigo').execute();

  await sql`ALTER TABLE stock ADD CONSTRAINT stock_existencia_no_negativa CHECK (existencia >= 0)`.execute(db);

  // One row per order submission: the unique key is what makes a repeated submission find the first order.
  await db.schema
    .createTable('order_requests')
    .addColumn('clave', 'text', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('order_codigo', 'integer', (c) => c.references('orders.codigo').onDelete('cascade'))
    // Keys derived from the content (no key from the client) stop counting after a while: the same cart
    // ordered again later is a new order.
    .addColumn('derivada', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('gift_cards')
    .addColumn('codigo', sql`citext`, (c) => c.primaryKey())
    .addColumn('saldo', 'integer', (c) => c.notNull().check(sql`saldo >= 0`))
    .addColumn('monto_inicial', 'integer', (c) => c.notNull())
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('fecha_vencimiento', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('oncologico', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('ABIERTO').check(sql`estado in ('ABIERTO', 'CERRADO', 'FINALIZADO')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('carts_customer_idx').on('carts').columns(['customer_codigo', 'estado']).execute();

  await db.schema
    .createTable('shared_carts')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('detalles', 'jsonb', (c) => c.notNull())
    .addColumn('customer_codigo', 'integer', (c) => c.references('customers.codigo').onDelete('set null'))
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('addresses').addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
