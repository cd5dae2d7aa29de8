import type { Kysely } from 'kysely';

/**
 * Sending invoices to SIFEN in batches (siRecepLoteDE): a document sent in a lote keeps the lote's number
 * (dProtConsLote) and when it was received, so the lote's result (siConsLoteDE) is asked for until SIFEN concluded it,
 * across restarts. The invoice shows the lote too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sifen_jobs').addColumn('lote', 'text').addColumn('lote_at', 'timestamptz').execute();
  await db.schema.alterTable('invoices').addColumn('sifen_lote', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
