import { atom } from 'jotai';

/** Bumped by the host to read the session again (a closed notification socket, the terms accepted, back in view). */
export const sessionRefreshAtom = atom(0);
