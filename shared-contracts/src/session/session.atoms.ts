import { atom } from 'jotai';
import type { Customer } from '../customer/entities';

/**
 * The session, owned by the host and read by every remote. jotai and this package are shared
 * singletons, so remotes rendered inside the host's tree see the same atoms.
 */
export const customerAtom = atom<Customer | null>(null);
export const sessionLoadedAtom = atom(false);
export const loggedInAtom = atom((get) => get(customerAtom) !== null);
/** Ask the host to reload the customer (after login, registration or a profile change). */
export const sessionRefreshAtom = atom(0);
