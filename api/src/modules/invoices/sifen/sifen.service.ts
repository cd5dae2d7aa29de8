import type { PGlite } from '@electric-sql/pglite';
import xmlgenModule from 'facturacionelectronicapy-xmlgen';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import type { SifenAnswer, SifenLookup } from './sifen.client.js';
import { SifenUnreachable } from './sifen.client.js';
import * as repo from './sifen.repository.js';
import { type Certificate, signDocument, signEvent } from './sifen.signing.js';

/** What the sender needs of SIFEN's web services (SifenClient; a test may count its calls). */
export interface SifenPort {
  recibe(id: number, rde: string): Promise<SifenAnswer>;
  consulta(id: number, cdc: string): Promise<SifenLookup>;
  evento(signedEnvelope: string): Promise<SifenAnswer>;
}

const xmlgen = ((xmlgenModule as unknown as { default?: typeof xmlgenModule }).default ?? xmlgenModule) as {
  generateXMLEventoCancelacion(id: number, params: unknown, data: unknown): Promise<string>;
};

const HOUR = 3_600_000;
export const CANCEL_REASON = 'Pedido anulado: pago reversado';

/**
 * Sends the invoices to SIFEN and keeps its answers: each job is a signed document (siRecepDE) or the cancellation
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
          const jobs = await repo.claimDue(this.db, now, this.deps.leaseMs);
          if (jobs.length === 0) return done;
          for (const job of jobs) await this.process(job, now);
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

  private async process(job: repo.SifenJob, now: Date) {
    if (now.getTime() > new Date(job.vence).getTime()) {
      await inTransaction(this.deps.target, (trx) => repo.settle(trx, job, { estado: 'vencido', codigo: null, mensaje: 'Venció el plazo de envío a SIFEN sin respuesta.', protocolo: null }, now));
      this.deps.log.error({ cdc: job.cdc, tipo: job.tipo, intentos: job.intentos, error: job.ultimo_error }, 'SIFEN: venció el plazo de envío');
      return;
    }
    try {
      const answer = job.tipo === 'de' ? await this.sendDocument(job) : await this.sendCancellation(job);
      const outcome = { estado: answer.aprobado ? ('aprobado' as const) : ('rechazado' as const), codigo: answer.codigo, mensaje: answer.mensaje, protocolo: answer.protocolo };
      await inTransaction(this.deps.target, (trx) => repo.settle(trx, job, outcome, now));
      if (answer.aprobado) this.deps.log.info({ cdc: job.cdc, tipo: job.tipo, codigo: answer.codigo, protocolo: answer.protocolo }, 'SIFEN aprobó');
      else this.deps.log.error({ cdc: job.cdc, tipo: job.tipo, codigo: answer.codigo, mensaje: answer.mensaje }, 'SIFEN rechazó');
    } catch (err) {
      const next = new Date(now.getTime() + this.backoff(job.intentos));
      const message = err instanceof Error ? err.message : String(err);
      await repo.retryLater(this.db, job, next, message);
      this.deps.log.warn({ cdc: job.cdc, tipo: job.tipo, intentos: job.intentos, next, err: message, sinRespuesta: err instanceof SifenUnreachable }, 'SIFEN: envío a reintentar');
    }
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
    const envelope = await xmlgen.generateXMLEventoCancelacion(job.codigo, { version: 150, ruc: this.deps.ruc }, { cdc: job.cdc, motivo: CANCEL_REASON });
    return this.deps.client.evento(await signEvent(envelope, this.deps.certificate));
  }

  /** The latest jobs for the operator's list. */
  latest(limit?: number) {
    return repo.latestJobs(this.db, limit);
  }
}
