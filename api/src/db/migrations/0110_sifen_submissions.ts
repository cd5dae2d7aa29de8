import { type Kysely, sql } from 'kysely';

/**
 * Sending invoices to SIFEN (the SET's reception web services): the answer is kept on the invoice (state, code,
 * message, authorisation protocol) and each thing to send — the document itself, or its cancellation event when the
 * order is annulled — is one row of `sifen_jobs`, unique by CDC and kind, so a document is queued once and its
 * retries (with backoff, within the legal term) survive a restart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    // null: SIFEN is not configured (a test-environment document kept by the shop, never sent).
    .addColumn('sifen_estado', 'text', (c) => c.check(sql`sifen_estado in ('pendiente', 'aprobado', 'rechazado', 'vencido', 'cancelado')`))
    .addColumn('sifen_codigo', 'text')
    .addColumn('sifen_mensaje', 'text')
    .addColumn('sifen_protocolo', 'text')
    .addColumn('sifen_respuesta_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('sifen_jobs')
    .addColumn('codigo', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_codigo', 'integer', (c) => c.notNull().references('invoices.codigo'))
    .addColumn('cdc', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('de', 'cancelacion')`))
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente').check(sql`estado in ('pendiente', 'aprobado', 'rechazado', 'vencido')`))
    .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proximo_intento', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('vence', 'timestamptz', (c) => c.notNull())
    // A worker holds the job until then; a crashed worker's job is taken again after it.
    .addColumn('en_curso_hasta', 'timestamptz')
    // An attempt got no answer: SIFEN may have received it, so the next attempt asks (siConsDE) before sending.
    .addColumn('incierto', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('respuesta_codigo', 'text')
    .addColumn('respuesta_mensaje', 'text')
    .addColumn('protocolo', 'text')
    .addColumn('ultimo_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sifen_jobs_cdc_tipo', ['cdc', 'tipo'])
    .execute();
  await db.schema.createIndex('sifen_jobs_due').on('sifen_jobs').column('proximo_intento').where(sql.ref('estado'), '=', 'pendiente').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
