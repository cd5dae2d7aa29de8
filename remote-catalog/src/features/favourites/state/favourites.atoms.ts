import { atom } from 'jotai';

/** Known favourite state per `<clieCodigo>:<product code>` for the logged-in customer (undefined = not checked yet). */
export const favouriteStatusAtom = atom<Record<string, boolean>>({});
