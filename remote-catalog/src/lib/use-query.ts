import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Answers kept for the session so going back to a page shows it at once while it revalidates. */
const cache = new Map<string, unknown>();

/**
 * The answers a component reads while rendering. The browser uses the module-level cache above; a server
 * render provides one Map per request (filled before rendering) so concurrent requests of different shoppers
 * never see each other's data.
 */
export const QueryCacheContext = createContext<Map<string, unknown>>(cache);

/** Puts answers into the session cache, e.g. the data a server render was made with, before the first render. */
export function seedQueryCache(entries: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(entries)) if (!cache.has(key)) cache.set(key, value);
}

/** Requests started before their component mounted (see `prefetchQuery`). */
const inflight = new Map<string, Promise<unknown>>();

/** Starts loading `key` now, e.g. while the page's code is still downloading; the component then picks it up. */
export function prefetchQuery<T>(key: string, fetcher: () => Promise<T>): void {
  if (cache.has(key) || inflight.has(key)) return;
  const run = fetcher().then((data) => {
    cache.set(key, data);
    return data;
  });
  run.catch(() => undefined).finally(() => inflight.delete(key));
  inflight.set(key, run);
}

/** Equal answers: the same object, or the same JSON (answers are parsed JSON). */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function clearQueryCache(prefix = ''): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/**
 * Loads `fetcher()` for `key` (null = do not load), keeps the last answer per key and revalidates on
 * window focus and reconnect (spec 000 §7).
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> {
  const store = useContext(QueryCacheContext);
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; loading: boolean }>(() => ({
    key,
    data: key ? (store.get(key) as T | undefined) : undefined,
    error: undefined,
    loading: key !== null && !store.has(key),
  }));
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [attempt, setAttempt] = useState(0);

  if (state.key !== key) {
    setState({ key, data: key ? (store.get(key) as T | undefined) : undefined, error: undefined, loading: key !== null && !store.has(key) });
  }

  useEffect(() => {
    if (key === null) return;
    let live = true;
    ((inflight.get(key) as Promise<T> | undefined) ?? fetcherRef.current()).then(
      (data) => {
        store.set(key, data);
        if (!live) return;
        // A revalidation that brings the answer already on screen (the server-drawn page's data, a refocus)
        // renders nothing; a new answer renders as a transition, in slices that leave the page responsive.
        startTransition(() =>
          setState((s) => (s.key === key && !s.loading && !s.error && sameAnswer(s.data, data) ? s : { key, data, error: undefined, loading: false })),
        );
      },
      (error: unknown) => {
        if (live) setState((s) => ({ key, data: s.key === key ? s.data : undefined, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, store]);

  useEffect(() => {
    if (key === null) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
    };
  }, [key]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, error: undefined, loading: true }));
    setAttempt((n) => n + 1);
  }, []);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
