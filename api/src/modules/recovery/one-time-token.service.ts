import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRemovalStep } from '../../plugins/account-removal.js';
import { hashToken, newToken } from '../auth/session.token.js';
import * as repo from './one-time-token.repository.js';

export const PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_EMAIL_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** A new link token for the customer (only its hash is stored; older links of the purpose stop working). */
export async function issueToken(db: Kysely<Database>, customerCodigo: number, proposito: repo.TokenPurpose, ttlMs: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await repo.retireTokens(db, customerCodigo, proposito, now);
  await repo.insertToken(db, { id: hashToken(token), proposito, customerCodigo, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

export function consume(db: Kysely<Database>, token: string, proposito: repo.TokenPurpose, customerCodigo?: number) {
  return repo.consumeToken(db, hashToken(token), proposito, new Date(), customerCodigo);
}

/** Whether a link's token still works (the page of the link exists), without using it. */
export function isLive(db: Kysely<Database>, token: string, proposito: repo.TokenPurpose, customerCodigo?: number) {
  return repo.liveToken(db, hashToken(token), proposito, new Date(), customerCodigo);
}

/** An account's deletion (app.accountRemoval): its one-time links go. */
export const removeAccountTokens: AccountRemovalStep = (trx, customer) => repo.deleteCustomerTokens(trx, customer);
