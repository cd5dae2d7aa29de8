import { createStore } from 'jotai';
import * as v from 'valibot';
import { SESSION_ELEMENT_ID } from '@botica/platform/document-slots';
import { CustomerSchema, type Customer } from '@botica/shared-contracts/customer/entities';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';

/** The session the host server read for the document: known (a customer or a visitor), or null when unknown. */
export interface ServerSession {
  customer: Customer | null;
}

const ServerSessionSchema = v.object({ customer: v.nullable(CustomerSchema) });

/** The session the document carries (see the host server); null when it carries none or a damaged one. */
export function readServerSession(doc: Document = document): ServerSession | null {
  const text = doc.getElementById(SESSION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(ServerSessionSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export type SessionStore = ReturnType<typeof createStore>;

/**
 * The app's store, starting from the session the server drew the page with: a known session is loaded at
 * once (the guards and the header render as on the server), an unknown one is loaded by the browser.
 */
export function createSessionStore(session: ServerSession | null): SessionStore {
  const store = createStore();
  if (session) {
    store.set(customerAtom, session.customer);
    store.set(sessionLoadedAtom, true);
  }
  return store;
}
