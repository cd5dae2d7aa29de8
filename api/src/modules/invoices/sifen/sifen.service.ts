import type { PGlite } from '@electric-sql/pglite';
import xmlgenModule from 'facturacionelectronicapy-xmlgen';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { withSignatureTime } from '../invoice.document.js';
import type { SifenAnswer, SifenLookup, SifenLoteReceipt, SifenLoteResult } from './sifen.client.js';
import { MAX_LOTE, SifenUnreachable } from './sifen.client.js';
import * as repo from './sifen.repository.js';
import { sifenDecisions } from '../../../observability/metrics.js';
import { type Certificate, signDocument, signEvent } from './sifen.signing.js';

/** What the sender needs of SIFEN's web services (SifenClient; a test may count its calls). */
export interface SifenPort {
  recibe(id: number, rde: string): Promise<SifenAnswer>;
  consulta(id: number, cdc: string): Promise<SifenLookup>;
  evento(signedEnvelope: string): Promise<SifenAnswer>;
  recibeLote(id: number, rdes: string[]): Promise<SifenLoteReceipt>;
  consultaLote(id: number, lote: string): Promise<SifenLoteResult>;
}

const xmlgen = ((xmlgenModule as unknown as { default?: typeof xmlgenModule }).default ?? xmlgenModule) as {
  generateXMLEventoCancelacion(id: number, params: unknown, data: unknown): Promise<string>;
};

/**
 * The cancellation event of a CDC, as siRecepEvento takes it (the SOAP envelope, rEnviEventoDe), with its signature
 * time (dFecFirma) written in Asunción's time whatever the server's zone; signed afterwards.
 */
export async function cancellationEvent(id: number, ruc: string, cdc: string, firma: Date): Promise<string> {
  return withSignatureTime(await xmlgen.generateXMLEventoCancelacion(id, { version: 150, ruc }, { cdc, motivo: CANCEL_REASON }), firma);
}

const HOUR = 3_600_000;
/** siConsLoteDE's codes: still processing, concluded (Manual Técnico v150, §12.3.3). */
const LOTE_PROCESSING = '0361';
const LOTE_CONCLUDED = '0362';
/** A lote is first asked for no sooner than this, or than the processing time SIFEN announced. */
const LOTE_FIRST_ASK_MS = 10_000;
export const CANCEL_REASON = 'Pedido anulado: pago reversado';

/**
 * Sends the invoices to SIFEN and keeps its answers: each job is a signed document (siRecepDE, or in a lote with
 * siRecepLoteDE and its result asked for with siConsLoteDE) or the cancellation
 * event of an annulled order's invoice (siRecepEvento). An attempt without an answer is retried with a doubling
 * delay within the legal term; before sending again, SIFEN is asked (siConsDE) whether it already has the CDC, so a
 * document is never approved twice and never sent again once SIFEN holds it.
 */
export class SifenService {
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: {
      target: { db: Kysely<Database>; pglite: PGlite | null };
      client: SifenPort;
      certificate: Certificate;
      ruc: string;
      retryBaseMs: number;
      leaseMs: number;
      log: FastifyBaseLogger;
      /** `sync`: each document alone (siRecepDE); `lote`: in batches of `loteSize` (siRecepLoteDE). */
      mode?: 'sync' | 'lote';
      loteSize?: number;
    },
  ) {}

  private get db(): Kysely<Database> {
    return this.deps.target.db;
  }

  /** Signs a generated rDE (the QR is drawn from its signature's DigestValue). */
  sign = (xml: string) => signDocument(xml, this.deps.certificate);

  /** Queues a newly issued invoice, in its issuing transaction. */
  enqueue(trx: Kysely<Database>, invoice: { codigo: number; cdc: string; fecha: Date }) {
    return repo.enqueueDocument(trx, invoice);
  }

  /** One pass of the sender: queue the cancellations of annulled orders, then send what is due. Never overlaps. */
  tick(now = new Date()): Promise<number> {
    this.running ??= (async () => {
      try {
        await repo.enqueueCancellations(this.db, now);
        let done = 0;
        for (;;) {
          const jobs = await repo.claimDue(this.db, now, this.deps.leaseMs, Math.max(10, this.loteSize));
          if (jobs.length === 0) return done;
          await this.processAll(jobs, now);
          done += jobs.length;
        }
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Waits for a pass under way (on shutdown). */
  async idle() {
    await this.running?.catch(() => undefined);
  }

  /** The delay before attempt n+1 after n unanswered ones: base, 2×base, 4×base… up to an hour. */
  backoff(intentos: number): number {
    return Math.min(this.deps.retryBaseMs * 2 ** Math.max(0, intentos - 1), HOUR);
  }

  private get loteSize() {
    return this.deps.mode === 'lote' ? Math.min(this.deps.loteSize ?? MAX_LOTE, MAX_LOTE) : 1;
  }

  /**
   * The jobs taken in one go: documents already in a lote are asked for with their lote (whatever the mode now);
   * in `lote` mode the other documents go together in lotes, after asking SIFEN for those whose last attempt went
   * unanswered; cancellations (and, in `sync` mode, documents) one by one.
   */
  private async processAll(jobs: repo.SifenJob[], now: Date) {
    const lotes = new Map<string, repo.SifenJob[]>();
    const toSend: repo.SifenJob[] = [];
    for (const job of jobs) {
      if (job.tipo === 'de' && job.lote) lotes.set(job.lote, [...(lotes.get(job.lote) ?? []), job]);
      else if (job.tipo !== 'de' || this.deps.mode !== 'lote') await this.process(job, now);
      else if (await this.expired(job, now)) continue;
      else if (job.incierto) {
        try {
          const known = await this.deps.client.consulta(job.codigo, job.cdc);
          if (known.encontrado) await this.record(job, { aprobado: true, codigo: known.codigo, mensaje: known.mensaje, protocolo: known.protocolo }, now);
          else toSend.push(job);
        } catch (err) {
          await this.retry(job, now, err);
        }
      } else toSend.push(job);
    }
    for (const [lote, group] of lotes) await this.askLote(lote, group, now);
    for (let i = 0; i < toSend.length; i += this.loteSize) await this.sendLote(toSend.slice(i, i + this.loteSize), now);
  }

  /** siRecepLoteDE: the documents go together; SIFEN's number for the lote is kept on each, to ask for later. */
  private async sendLote(jobs: repo.SifenJob[], now: Date) {
    try {
      const xmls = await Promise.all(jobs.map((j) => repo.invoiceXml(this.db, j.invoice_codigo)));
      const receipt = await this.deps.client.recibeLote(jobs[0]!.codigo, xmls.map((x) => x.xml));
      if (!receipt.recibido || !receipt.lote) throw new Error(`SIFEN no encoló el lote (${receipt.codigo}): ${receipt.mensaje}`);
      const ask = new Date(now.getTime() + Math.max((receipt.segundos ?? 0) * 1000, LOTE_FIRST_ASK_MS));
      await repo.sentInLote(this.db, jobs, receipt.lote, now, ask);
      this.deps.log.info({ lote: receipt.lote, documentos: jobs.length }, 'SIFEN recibió el lote');
    } catch (err) {
      for (const job of jobs) await this.retry(job, now, err);
    }
  }

  /** siConsLoteDE: concluded (each document's answer recorded), still processing (asked again), or lost. */
  private async askLote(lote: string, jobs: repo.SifenJob[], now: Date) {
    let result: SifenLoteResult;
    try {
      result = await this.deps.client.consultaLote(jobs[0]!.codigo, lote);
    } catch (err) {
      for (const job of jobs) await this.retry(job, now, err);
      return;
    }
    if (result.codigo === LOTE_PROCESSING) {
      await repo.askLoteAgain(this.db, jobs, new Date(now.getTime() + this.deps.retryBaseMs));
      return;
    }
    const answers = new Map(result.codigo === LOTE_CONCLUDED ? result.documentos.map((d) => [d.cdc, d]) : []);
    for (const job of jobs) {
      const answer = answers.get(job.cdc);
      if (answer) await this.record(job, answer, now);
      else {
        // 0360 (unknown lote), 0364 (asked too late) or a document missing from the result: asked for by its CDC
        // (siConsDE) and, if SIFEN does not have it, sent again.
        await repo.leaveLote(this.db, job, now, `Lote ${lote}: ${result.codigo} ${result.mensaje}`);
        this.deps.log.warn({ cdc: job.cdc, lote, codigo: result.codigo, mensaje: result.mensaje }, 'SIFEN: el lote no dio la respuesta del documento');
      }
    }
  }

  private async expired(job: repo.SifenJob, now: Date) {
    if (now.getTime() <= new Date(job.vence).getTime()) return false;
    await inTransaction(this.deps.target, (trx) => repo.settle(trx, job, { estado: 'vencido', codigo: null, mensaje: 'Venció el plazo de envío a SIFEN sin respuesta.', protocolo: null }, now));
    sifenDecisions.inc({ tipo: job.tipo, resultado: 'vencido', codigo: '' });
    this.deps.log.error({ cdc: job.cdc, tipo: job.tipo, intentos: job.intentos, error: job.ultimo_error }, 'SIFEN: venció el plazo de envío');
    return true;
  }

  private async record(job: repo.SifenJob, answer: SifenAnswer, now: Date) {
    const outcome = { estado: answer.aprobado ? ('aprobado' as const) : ('rechazado' as const), codigo: answer.codigo, mensaje: answer.mensaje, protocolo: answer.protocolo };
    await inTransaction(this.deps.target, (trx) => repo.settle(trx, job, outcome, now));
    sifenDecisions.inc({ tipo: job.tipo, resultado: outcome.estado, codigo: answer.codigo ?? '' });
    if (answer.aprobado) this.deps.log.info({ cdc: job.cdc, tipo: job.tipo, codigo: answer.codigo, protocolo: answer.protocolo }, 'SIFEN aprobó');
    else this.deps.log.error({ cdc: job.cdc, tipo: job.tipo, codigo: answer.codigo, mensaje: answer.mensaje }, 'SIFEN rechazó');
  }

  private async retry(job: repo.SifenJob, now: Date, err: unknown) {
    const next = new Date(now.getTime() + this.backoff(job.intentos));
    const message = err instanceof Error ? err.message : String(err);
    await repo.retryLater(this.db, job, next, message);
    this.deps.log.warn({ cdc: job.cdc, tipo: job.tipo, intentos: job.intentos, next, err: message, sinRespuesta: err instanceof SifenUnreachable }, 'SIFEN: envío a reintentar');
  }

  private async process(job: repo.SifenJob, now: Date) {
    if (await this.expired(job, now)) return;
    let answer: SifenAnswer;
    try {
      answer = job.tipo === 'de' ? await this.sendDocument(job) : await this.sendCancellation(job);
    } catch (err) {
      await this.retry(job, now, err);
      return;
    }
    await this.record(job, answer, now);
  }

  private async sendDocument(job: repo.SifenJob): Promise<SifenAnswer> {
    if (job.incierto) {
      const known = await this.deps.client.consulta(job.codigo, job.cdc);
      if (known.encontrado) return { aprobado: true, codigo: known.codigo, mensaje: known.mensaje, protocolo: known.protocolo };
    }
    const { xml } = await repo.invoiceXml(this.db, job.invoice_codigo);
    return this.deps.client.recibe(job.codigo, xml);
  }

  private async sendCancellation(job: repo.SifenJob): Promise<SifenAnswer> {
    if (job.incierto) {
      const known = await this.deps.client.consulta(job.codigo, job.cdc);
      if (known.cancelado) return { aprobado: true, codigo: known.codigo, mensaje: known.mensaje, protocolo: known.protocolo };
    }
    const envelope = await cancellationEvent(job.codigo, this.deps.ruc, job.cdc, new Date());
    return this.deps.client.evento(await signEvent(envelope, this.deps.certificate));
  }

  /** The latest jobs for the operator's list. */
  latest(limit?: number) {
    return repo.latestJobs(this.db, limit);
  }
}
