import * as v from 'valibot';
import { SessionStateResponseSchema } from '@botica/shared-contracts/customer/entities';
import type { ServerSession } from './shell-renderer';

/** The cookie that carries a customer's session (the API's `token`, HttpOnly). */
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]+/;

/**
 * How long a document waits for the session, and then for the customer's own layout data; without them the browser
 * reads them itself.
 */
export const SESSION_TIMEOUT_MS = Number(process.env.SESSION_TIMEOUT_MS ?? 800);

export interface SessionAnswer {
  /** The session for the document; null when unknown (the API did not answer in time). */
  session: ServerSession | null;
  /** Set-Cookie headers of the API's answer (a renewed session cookie), for the document's response. */
  setCookie: string[];
}

/**
 * The session of a document request, as `GET /api/customers/sesion` answers it for the shopper's cookie. A
 * request without a session cookie is a visitor, known without asking. An answer that is not the session's
 * shape is an unknown session (the browser then asks itself).
 */
export async function readSession(apiUrl: string, cookie: string | undefined): Promise<SessionAnswer> {
  if (!cookie || !SESSION_COOKIE.test(cookie)) return { session: { customer: null }, setCookie: [] };
  try {
    const res = await fetch(new URL('/api/customers/sesion', apiUrl), {
      headers: { cookie, accept: 'application/json' },
      signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
    });
    const setCookie = res.headers.getSetCookie();
    if (!res.ok) return { session: null, setCookie };
    // validated here, where it enters: the browser takes the document's session as it is written
    const answer = v.safeParse(SessionStateResponseSchema, await res.json());
    if (!answer.success) return { session: null, setCookie };
    return { session: { customer: answer.output.authenticated ? answer.output.result : null }, setCookie };
  } catch {
    return { session: null, setCookie: [] };
  }
}
