import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRemovalStep } from '../../plugins/account-removal.js';
import type { SessionCustomer } from './auth.types.js';
import * as repo from './session.repository.js';
import { hashToken, newToken } from './session.token.js';

/** The session cookie lives 30 minutes (spec 002 §9) and slides with activity. */
export const SESSION_TTL_MS = 30 * 60 * 1000;
/** The expiry is pushed forward at most once a minute, so busy pages do not write on every call. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface ResolvedSession {
  customer: SessionCustomer;
  /** True when the expiry moved forward on this call: the cookie should be sent again. */
  touched: boolean;
}

export function createSessionService(db: Kysely<Database>) {
  const endListeners: Array<(sessionIds: string[]) => void> = [];
  const ended = (ids: string[]) => {
    for (const listener of endListeners) listener(ids);
  };
  return {
    /** Called with the ids of sessions that ended (the socket server disconnects their sockets). */
    onEnd(listener: (sessionIds: string[]) => void) {
      endListeners.push(listener);
    },

    /** Starts a session and returns the token for the cookie; the database only keeps its hash. */
    async start(customerCodigo: number, ctx: { ip?: string | null; userAgent?: string | null }): Promise<string> {
      const token = newToken();
      await repo.insertSession(db, {
        id: hashToken(token),
        customerCodigo,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        ip: ctx.ip ?? null,
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const now = new Date();
      const row = await repo.findLiveSession(db, hashToken(token), now);
      if (!row) return null;
      let touched = false;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, row.id, now, new Date(now.getTime() + SESSION_TTL_MS));
        touched = true;
      }
      return {
        customer: {
          codigo: row.customerCodigo,
          email: row.email,
          esTester: row.esTester,
          esFuncionario: row.esFuncionario,
          sessionId: row.id,
        },
        touched,
      };
    },

    /** Whether a session (by its stored id) is still live: long-lived sockets check it before acting. */
    async isLive(sessionId: string): Promise<boolean> {
      return Boolean(await repo.findLiveSession(db, sessionId, new Date()));
    },

    async endByToken(token: string): Promise<void> {
      const id = hashToken(token);
      await repo.deleteSession(db, id);
      ended([id]);
    },

    async endById(sessionId: string): Promise<void> {
      await repo.deleteSession(db, sessionId);
      ended([sessionId]);
    },

    /** Ends every session of a customer (after a password change). */
    async endAllFor(customerCodigo: number): Promise<void> {
      const ids = await repo.deleteCustomerSessions(db, customerCodigo);
      if (ids.length) ended(ids);
    },

    purgeExpired: () => repo.deleteExpiredSessions(db, new Date()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** An account's deletion (app.accountRemoval): every session of the customer ends with it. */
export const endAccountSessions: AccountRemovalStep = async (trx, customer) => {
  await repo.deleteCustomerSessions(trx, customer);
};
