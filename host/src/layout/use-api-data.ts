import { startTransition, useEffect, useState } from 'react';

/** Loads in flight or done in this page, per loader: two parts of the layout that need the same data ask once. */
const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** `load()` once per page; a failure is forgotten, so the next mount asks again. */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let pending = loads.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    loads.set(load, pending);
    pending.catch(() => loads.delete(load));
  }
  return pending;
}

/**
 * The answer of a layout loader (asked once per page, see `loadOnce`), starting from `initial`; a failure leaves
 * the initial value (header data are optional). The answer renders as a transition: in slices that leave the
 * page responsive while it starts.
 */
export function useApiData<T>(load: () => Promise<T>, initial: T): T {
  const [data, setData] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    loadOnce(load).then(
      (value) => live && startTransition(() => setData(value)),
      (error: unknown) => console.warn('[layout]', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return data;
}
