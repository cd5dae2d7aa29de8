import { createStore } from 'jotai';
import { SESSION_ELEMENT_ID } from '@botica/platform/document-slots';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { customerAtom, sessionLoadedAtom } from '@botica/shared-contracts/session/session.atoms';

/** The session the host server read for the document: known (a customer or a visitor), or null when unknown. */
export interface ServerSession {
  customer: Customer | null;
}

/**
 * The session the document carries; null when it carries none or a damaged one. The host server wrote it from
 * the API's answer after validating it (platform/src/server/session-reader.ts), as it writes the pages' first
 * answers: the boot takes it as it is and needs no validation library.
 */
export function readServerSession(doc: Document = document): ServerSession | null {
  const text = doc.getElementById(SESSION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const session: unknown = JSON.parse(text);
    if (!session || typeof session !== 'object' || !('customer' in session)) return null;
    const { customer } = session as { customer: unknown };
    return customer === null || (typeof customer === 'object' && !Array.isArray(customer)) ? { customer: customer as Customer } : null;
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
