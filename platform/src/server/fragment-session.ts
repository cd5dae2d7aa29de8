import * as v from 'valibot';
import { type Customer, CustomerSchema } from '@botica/shared-contracts/customer/entities';

/**
 * The session the host read for a document, handed to the owner's renderer with the fragment request, so no renderer
 * reads `GET /api/customers/sesion` a second time. The header carries the customer summary the API answered the host
 * (base64url of its JSON, as a header holds ASCII only), or `null` for a visitor; no header: the host does not know.
 *
 * Trusted as it comes, not signed: it decides only how the page is drawn for the one who sent it (the customer's name,
 * a tester's prices shown as theirs), never what anyone may read. Every read a renderer makes still goes to the API
 * with the shopper's own cookie, which the API alone authorises: a request that forges this header on a remote's
 * public address gets its own data drawn under another name, and its browser draws the page again from its own
 * session when it hydrates.
 */
export const FRAGMENT_SESSION_HEADER = 'x-botica-session';

/** The session of a fragment request: the customer (null: a visitor). */
export interface FragmentSession {
  customer: Customer | null;
}

const FragmentSessionSchema = v.object({ customer: v.nullable(CustomerSchema) });

/** The header's value for a session the host read. */
export const sessionHeaderValue = (session: { customer: unknown }): string =>
  Buffer.from(JSON.stringify({ customer: session.customer ?? null }), 'utf8').toString('base64url');

/** The session a fragment request carries; undefined when it carries none or one that is not a session's shape. */
export function sessionOfHeader(value: string | string[] | undefined): FragmentSession | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const parsed = v.safeParse(FragmentSessionSchema, JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
