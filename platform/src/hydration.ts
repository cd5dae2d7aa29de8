import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the browser hydrates a page the server drew (and on the server), true from then on and in every
 * render the browser makes itself. A control whose handler only exists once hydrated is disabled until then, so a
 * shopper's early click is not swallowed by a button that looks ready but is not yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
