import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const zero = () => 0;

/**
 * Like `useSyncExternalStore`, for a value the server drew differently from what the browser will show (whether
 * the page is hydrated, a media query, a cart kept in this browser). React hydrates with `getServerSnapshot`; the
 * turn to `getSnapshot` follows as a transition, which React renders in slices between the browser's frames.
 *
 * With `useSyncExternalStore` alone, a snapshot that differs from the server's after hydration makes React render
 * the component again at once, synchronously, with everything below it: one long task right after hydration for
 * every page that uses such a value. A component the browser renders itself (not hydrating) reads `getSnapshot`
 * from its first render, and after the turn every change of the store renders as with `useSyncExternalStore`.
 */
export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  // React asks for a server snapshot only while it hydrates (and on the server). This probe answers the same both
  // ways, so it never makes React render again; it only tells which kind of render this first one is.
  let hydrating = false;
  useSyncExternalStore(noSubscription, zero, () => {
    hydrating = true;
    return 0;
  });
  const [turned, setTurned] = useState(!hydrating);
  useEffect(() => {
    if (!turned) startTransition(() => setTurned(true));
  }, [turned]);
  return useSyncExternalStore(subscribe, turned ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

const yes = () => true;
const no = () => false;

/**
 * False while the browser hydrates a page the server drew (and on the server), true from then on and in every
 * render the browser makes itself. A control whose handler only exists once hydrated is disabled until then, so a
 * shopper's early click is not swallowed by a button that looks ready but is not yet. The turn to true comes as a
 * transition after hydration (see `useExternalStore`).
 */
export function useHydrated(): boolean {
  return useExternalStore(noSubscription, yes, no);
}
