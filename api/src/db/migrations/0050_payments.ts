import { type Kysely, sql } from 'kysely';

/**
 * Payments: one row per payment attempt of an order with the provider's ids (process_id for the card frames,
 * hook_alias for QR and wallets), its state and the provider's answer; one row per provider callback received
 * (its event id is the primary key, so a replayed callback is recognised); payment links; saved cards gain a
 * default flag and can be retired; card registrations (catastro) waiting for the frame.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('order_codigo', 'integer', (c) => c.notNull().references('orders.codigo').onDelete('cascade'))
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('metodo', 'text', (c) => c.notNull())
    .addColumn('proveedor', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull().unique())
    .addColumn('hook_alias', 'text', (c) => c.notNull().unique())
    .addColumn('monto', 'integer', (c) => c.notNull().check(sql`monto > 0`))
    .addColumn('estado', 'text', (c) =>
      c.notNull().defaultTo('PENDIENTE').check(sql`estado in ('PENDIENTE', 'APROBADO', 'RECHAZADO', 'REVERSADO', 'EXPIRADO')`),
    )
    .addColumn('respuesta_codigo', 'text')
    .addColumn('respuesta_descripcion', 'text')
    .addColumn('rollback', 'text', (c) => c.notNull().defaultTo('N').check(sql`rollback in ('S', 'N')`))
    .addColumn('motivo_rollback', 'text')
    .addColumn('advertencia', 'text')
    .addColumn('numero_tarjeta', 'text')
    .addColumn('alias_token', 'text')
    .addColumn('telefono', 'text')
    .addColumn('link_token', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_codigo').execute();
  await sql`CREATE INDEX payments_pending_idx ON payments (expires_at) WHERE estado = 'PENDIENTE'`.execute(db);
  // At most one approved payment per order: the last line of defence against paying an order twice.
  await sql`CREATE UNIQUE INDEX payments_one_approved_uq ON payments (order_codigo) WHERE estado = 'APROBADO'`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('proveedor', 'text', (c) => c.notNull())
    .addColumn('evento_id', 'text', (c) => c.notNull())
    .addColumn('payment_codigo', 'integer', (c) => c.references('payments.codigo').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('aplicado', 'boolean', (c) => c.notNull())
    .addColumn('cuerpo', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_events_pk', ['proveedor', 'evento_id'])
    .execute();

  await db.schema
    .createTable('payment_links')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('order_codigo', 'integer', (c) => c.notNull().references('orders.codigo').onDelete('cascade'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('saved_cards')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('card_registrations')
    .addColumn('process_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_codigo', 'integer', (c) => c.notNull().references('customers.codigo').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.references('saved_cards.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
