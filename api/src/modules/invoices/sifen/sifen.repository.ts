import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SifenInvoiceState, SifenJobsTable } from '../invoices.table.js';

export type SifenJob = Selectable<SifenJobsTable>;
const HOUR = 3_600_000;
/** The legal term to transmit a signed document: 72 hours after its signature. */
export const TRANSMIT_TERM_MS = 72 * HOUR;
/** The term to cancel an approved electronic invoice: 48 hours after its approval. */
export const CANCEL_TERM_MS = 48 * HOUR;

/** Queues the invoice's document once (unique by CDC and kind), inside the issuing transaction. */
export async function enqueueDocument(trx: Kysely<Database>, invoice: { codigo: number; cdc: string; fecha: Date }) {
  await trx
    .insertInto('sifen_jobs')
    .values({ invoice_codigo: invoice.codigo, cdc: invoice.cdc, tipo: 'de', vence: new Date(new Date(invoice.fecha).getTime() + TRANSMIT_TERM_MS) })
    .onConflict((oc) => oc.columns(['cdc', 'tipo']).doNothing())
    .execute();
  await trx.updateTable('invoices').set({ sifen_estado: 'pendiente' }).where('codigo', '=', invoice.codigo).where('sifen_estado', 'is', null).execute();
}

/**
 * Queues the cancellation event of every approved invoice whose order was annulled (a payment reversed after its
 * approval), once per CDC. Answers how many were queued.
 */
export async function enqueueCancellations(db: Kysely<Database>, now: Date): Promise<number> {
  const res = await sql`
    insert into sifen_jobs (invoice_codigo, cdc, tipo, proximo_intento, vence)
    select i.codigo, i.cdc, 'cancelacion', ${now}, coalesce(i.sifen_respuesta_at, now()) + ${`${CANCEL_TERM_MS / HOUR} hours`}::interval
    from invoices i join orders o on o.codigo = i.order_codigo
    where o.estado = 'ANUL' and i.sifen_estado = 'aprobado'
    on conflict (cdc, tipo) do nothing`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * Takes the due jobs for this worker: counted as an attempt and held for `leaseMs` (another worker, or this one
 * after a restart, takes a job again only once its hold ran out).
 */
export async function claimDue(db: Kysely<Database>, now: Date, leaseMs: number, limit = 10): Promise<SifenJob[]> {
  const res = await sql<SifenJob>`
    update sifen_jobs set en_curso_hasta = ${new Date(now.getTime() + leaseMs)}, intentos = intentos + 1, updated_at = now()
    where codigo in (
      select codigo from sifen_jobs
      where estado = 'pendiente' and proximo_intento <= ${now} and (en_curso_hasta is null or en_curso_hasta < ${now})
      order by proximo_intento limit ${limit} for update skip locked)
    returning *`.execute(db);
  return res.rows;
}

export interface Outcome {
  estado: 'aprobado' | 'rechazado' | 'vencido';
  codigo: string | null;
  mensaje: string;
  protocolo: string | null;
}

/** Records SIFEN's final answer on the job and on the invoice, in one transaction. */
export async function settle(trx: Kysely<Database>, job: SifenJob, outcome: Outcome, now: Date) {
  await trx
    .updateTable('sifen_jobs')
    .set({ estado: outcome.estado, respuesta_codigo: outcome.codigo, respuesta_mensaje: outcome.mensaje, protocolo: outcome.protocolo, en_curso_hasta: null, updated_at: sql`now()` })
    .where('codigo', '=', job.codigo)
    .execute();
  // A cancellation changes the invoice only when SIFEN registered it; a refused one leaves the approval shown.
  const estado: SifenInvoiceState | null = job.tipo === 'de' ? outcome.estado : outcome.estado === 'aprobado' ? 'cancelado' : null;
  if (!estado) return;
  await trx
    .updateTable('invoices')
    .set({ sifen_estado: estado, sifen_codigo: outcome.codigo, sifen_mensaje: outcome.mensaje, sifen_protocolo: outcome.protocolo ?? undefined, sifen_respuesta_at: now })
    .where('codigo', '=', job.invoice_codigo)
    .execute();
}

/** An attempt without an answer: tried again at `next`, asking SIFEN first whether it got the message. */
export async function retryLater(db: Kysely<Database>, job: SifenJob, next: Date, error: string) {
  await db
    .updateTable('sifen_jobs')
    .set({ proximo_intento: next, incierto: true, ultimo_error: error.slice(0, 500), en_curso_hasta: null, updated_at: sql`now()` })
    .where('codigo', '=', job.codigo)
    .execute();
}

/** SIFEN received the lote: each document waits for the lote's result (asked for at `ask`), not as an unanswered send. */
export async function sentInLote(db: Kysely<Database>, jobs: SifenJob[], lote: string, now: Date, ask: Date) {
  const codigos = jobs.map((j) => j.codigo);
  await db
    .updateTable('sifen_jobs')
    .set({ lote, lote_at: now, proximo_intento: ask, incierto: false, ultimo_error: null, en_curso_hasta: null, updated_at: sql`now()` })
    .where('codigo', 'in', codigos)
    .execute();
  await db.updateTable('invoices').set({ sifen_lote: lote }).where('codigo', 'in', jobs.map((j) => j.invoice_codigo)).execute();
}

/** The lote is still processing: asked for again at `next`. */
export async function askLoteAgain(db: Kysely<Database>, jobs: SifenJob[], next: Date) {
  await db
    .updateTable('sifen_jobs')
    .set({ proximo_intento: next, en_curso_hasta: null, updated_at: sql`now()` })
    .where('codigo', 'in', jobs.map((j) => j.codigo))
    .execute();
}

/** The lote gave no answer for the document: it is asked for by its CDC (siConsDE) right away and sent again if needed. */
export async function leaveLote(db: Kysely<Database>, job: SifenJob, now: Date, error: string) {
  await db
    .updateTable('sifen_jobs')
    .set({ lote: null, lote_at: null, incierto: true, proximo_intento: now, ultimo_error: error.slice(0, 500), en_curso_hasta: null, updated_at: sql`now()` })
    .where('codigo', '=', job.codigo)
    .execute();
}

export const invoiceXml = (db: Kysely<Database>, codigo: number) =>
  db.selectFrom('invoices').select(['xml', 'cdc']).where('codigo', '=', codigo).executeTakeFirstOrThrow();

/** The latest jobs, for the operator (rejections and expired ones first). */
export const latestJobs = (db: Kysely<Database>, limit = 30) =>
  db
    .selectFrom('sifen_jobs as j')
    .innerJoin('invoices as i', 'i.codigo', 'j.invoice_codigo')
    .select(['j.codigo', 'j.cdc', 'j.tipo', 'j.estado', 'j.lote', 'j.intentos', 'j.proximo_intento', 'j.vence', 'j.respuesta_codigo', 'j.respuesta_mensaje', 'j.protocolo', 'j.ultimo_error', 'j.updated_at', 'i.order_codigo', 'i.establecimiento', 'i.punto', 'i.numero'])
    .orderBy(sql`case j.estado when 'rechazado' then 0 when 'vencido' then 1 when 'pendiente' then 2 else 3 end`)
    .orderBy('j.updated_at', 'desc')
    .limit(limit)
    .execute();

/** What waits for SIFEN now (to be sent, or for its answer): how many, and how long the oldest has waited. */
export async function sifenBacklog(db: Kysely<Database>, now: Date): Promise<{ waiting: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('sifen_jobs')
    .where('estado', '=', 'pendiente')
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as Date | string).getTime() : null;
  return { waiting: Number(row?.waiting ?? 0), oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}
