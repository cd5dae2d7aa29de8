import { atom } from 'jotai';
import type { Customer } from '../customer/entities';

/**
 * The session, read by every remote. Only the host writes it: a remote that logs the customer in or out sends
 * `host:session-start` or `host:logout` (events/event-map.ts). jotai and this package are shared singletons, so
 * remotes rendered inside the host's tree see the same atoms.
 */
export const customerAtom = atom<Customer | null>(null);
export const sessionLoadedAtom = atom(false);
export const loggedInAtom = atom((get) => get(customerAtom) !== null);
