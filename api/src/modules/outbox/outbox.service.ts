import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from './outbox.mailer.js';
import { insertMessage, listMessages, setState } from './outbox.repository.js';
import type { Outbox, OutboxEntry, OutgoingMessage } from './outbox.types.js';

/** Outbox states: stored only (sandbox), handed to SMTP, SMTP failed. */
export const OUTBOX_STATE = { stored: 'en_bandeja', pending: 'pendiente', sent: 'enviado', failed: 'error' } as const;

export interface OutboxService extends Outbox {
  /** Waits for SMTP deliveries in flight (used on shutdown and by tests). */
  flush(): Promise<void>;
}

/**
 * Every message is stored first (so the sandbox console shows it even when delivery fails); e-mails are then
 * delivered through SMTP in the background when a mailer is configured. SMS are never sent anywhere.
 */
export function createOutbox(db: Kysely<Database>, mailer: Mailer | null, log: FastifyBaseLogger): OutboxService {
  const inFlight = new Set<Promise<void>>();
  return {
    async send(message: OutgoingMessage) {
      const viaSmtp = message.canal === 'email' && mailer !== null;
      const id = await insertMessage(db, message, viaSmtp ? OUTBOX_STATE.pending : OUTBOX_STATE.stored);
      if (!viaSmtp) return;
      const job = mailer
        .send(message)
        .then(() => setState(db, id, OUTBOX_STATE.sent))
        .catch(async (err: unknown) => {
          log.warn({ err, outboxId: id }, 'smtp delivery failed');
          await setState(db, id, OUTBOX_STATE.failed).catch(() => undefined);
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}

/** The newest stored messages (to one address when `destino` is given), for the sandbox console. */
export const storedMessages = (db: Kysely<Database>, opts: { destino?: string; limit: number }): Promise<OutboxEntry[]> => listMessages(db, opts);
