import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { QueryKey, QueryKeyPrefix } from '@botica/shared-contracts/http/query-key';

/**
 * The shop's one data layer in the browser (decision 033): every app reads the API through `useQuery`, and the
 * catalog's server render fills the same keys before it draws. Shared as a federation singleton, so the page has
 * one cache: an answer one app loaded is there for the others. Keys come from the key factories next to the
 * contracts (`@botica/shared-contracts/<domain>/queries`), one prefix per domain; a key carries the type of its
 * answer, so the functions below take their `T` from the key and refuse a fetcher or data of another type.
 */

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface QueryOptions {
  /**
   * Ask again when the window gets the focus back or the connection returns (spec 000 §7), default true.
   * Data that do not change while a page is open (the menu, the shop's parameters) turn it off.
   */
  revalidateOnFocus?: boolean;
}

/** Answers kept for the page's life, so going back to a page shows it at once while it revalidates. */
const cache = new Map<string, unknown>();

/**
 * The answers a component reads while rendering. The browser uses the page's cache above; a server render
 * provides one Map per request (filled before rendering) so concurrent requests of different shoppers never
 * see each other's data.
 */
export const QueryCacheContext = createContext<Map<string, unknown>>(cache);

/**
 * The answer of `key` in a cache (the page's, or a server render's own Map) without loading it, as the key types it:
 * the cache holds what the key's fetcher or a server render's data put there.
 */
export function cachedAnswer<T>(store: ReadonlyMap<string, unknown>, key: QueryKey<T>): T | undefined {
  return store.get(key) as T | undefined;
}

/**
 * One entry of a record of answers by key (`Object.fromEntries([answerEntry(key, answer), …])`), the data a server
 * render draws with and writes into the document: the answer must be of the key's type.
 */
export function answerEntry<T>(key: QueryKey<T>, answer: NoInfer<T>): readonly [QueryKey<T>, T] {
  return [key, answer];
}

/** Requests under way, per key: two components (or a prefetch and a component) asking at once ask the API once. */
const inflight = new Map<string, Promise<unknown>>();

/** Loads `key` with `fetcher` unless a load of it is already under way; the answer goes into the cache. */
function load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const run: Promise<T> = fetcher().then((data) => {
    // a load the cache was cleared under (a logout, a changed customer) answers its caller, never the cache
    if (inflight.get(key) === run) {
      cache.set(key, data);
      drawnAt.delete(key);
    }
    return data;
  });
  inflight.set(key, run);
  const done = () => {
    if (inflight.get(key) === run) inflight.delete(key);
  };
  run.then(done, done);
  return run;
}

/**
 * How long an answer the page was drawn from counts as current: a reader that mounts within this time after the
 * cache was seeded shows it without asking the API again. The server read it moments before sending the page, so
 * asking again at hydration would only repeat the request, the parsing and the comparison in the middle of the
 * boot. Focus, reconnection and `reload` still ask; a reader mounted later (the shopper came back to the page)
 * revalidates as usual.
 */
export const DRAWN_ANSWER_FRESH_MS = 30_000;

/** When each seeded answer was put into the cache (removed once the key is loaded or set again). */
const drawnAt = new Map<string, number>();

function isFreshDrawn(key: string): boolean {
  const seeded = drawnAt.get(key);
  return seeded !== undefined && Date.now() - seeded < DRAWN_ANSWER_FRESH_MS;
}

/** Puts answers into the cache, e.g. the data a server render was made with, before the first render. */
export function seedQueryCache(entries: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(entries)) {
    if (cache.has(key)) continue;
    cache.set(key, value);
    drawnAt.set(key, Date.now());
  }
}

/**
 * Seeds the cache from the JSON a server render wrote into the element `id` (`{ key: answer }`), so the hydration
 * renders the very markup the server drew. A missing or damaged element only costs the head start.
 */
export function seedQueryCacheFromElement(id: string, doc: Document = document): void {
  const element = doc.getElementById(id);
  if (!element?.textContent) return;
  try {
    const data: unknown = JSON.parse(element.textContent);
    if (data && typeof data === 'object' && !Array.isArray(data)) seedQueryCache(data as Record<string, unknown>);
  } catch {
    // the page loads its data as usual
  }
}

/** Starts loading `key` now, e.g. while the page's code is still downloading; the component then picks it up. */
export function prefetchQuery<T>(key: QueryKey<T>, fetcher: () => Promise<NoInfer<T>>): void {
  if (cache.has(key)) return;
  load(key, fetcher).catch(() => undefined);
}

/** The cached answer of `key`, or the answer of one load of it (shared with any load under way). */
export function fetchQuery<T>(key: QueryKey<T>, fetcher: () => Promise<NoInfer<T>>): Promise<T> {
  return cache.has(key) ? Promise.resolve(cache.get(key) as T) : load(key, fetcher);
}

/** Listeners of `setQueryData`, per key. */
const listeners = new Map<string, Set<(data: unknown) => void>>();

/** Replaces the answer of `key` (e.g. a count an event announced); mounted readers of the key render it. */
export function setQueryData<T>(key: QueryKey<T>, data: NoInfer<T>): void {
  cache.set(key, data);
  drawnAt.delete(key);
  for (const listener of listeners.get(key) ?? []) listener(data);
}

/** Forgets the answers whose key starts with `prefix` (all of them without one). */
export function clearQueryCache(prefix?: QueryKeyPrefix): void {
  for (const key of [...cache.keys()]) {
    if (prefix !== undefined && !key.startsWith(prefix)) continue;
    cache.delete(key);
    drawnAt.delete(key);
  }
  // loads started before the clear are not shared with readers that come after it: they ask again
  for (const key of [...inflight.keys()]) if (prefix === undefined || key.startsWith(prefix)) inflight.delete(key);
}

/** Equal answers: the same object, or the same JSON (answers are parsed JSON). */
function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

type Held<T> = { key: string | null; data: T | undefined; error: unknown; loading: boolean };

/**
 * Loads `fetcher()` for `key` (null = do not load), keeps the last answer per key and revalidates on mount (except
 * an answer the page was drawn from, DRAWN_ANSWER_FRESH_MS) and, unless turned off, on window focus and reconnect.
 */
export function useQuery<T>(key: QueryKey<T> | null, fetcher: () => Promise<NoInfer<T>>, options: QueryOptions = {}): QueryState<T> {
  const { revalidateOnFocus = true } = options;
  const store = useContext(QueryCacheContext);
  const initial = (): Held<T> => ({
    key,
    data: key ? cachedAnswer(store, key) : undefined,
    error: undefined,
    loading: key !== null && !store.has(key),
  });
  const [state, setState] = useState<Held<T>>(initial);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [attempt, setAttempt] = useState(0);

  if (state.key !== key) setState(initial());

  useEffect(() => {
    if (key === null) return;
    // the answer the page was just drawn from: the first mount shows it as it is (a focus or reload still asks)
    if (store === cache && attempt === 0 && isFreshDrawn(key)) return;
    let live = true;
    (store === cache ? load(key, () => fetcherRef.current()) : fetcherRef.current()).then(
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
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    const listener = (data: unknown) => setState({ key, data: data as T, error: undefined, loading: false });
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [key]);

  useEffect(() => {
    if (key === null || !revalidateOnFocus) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
    };
  }, [key, revalidateOnFocus]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, error: undefined, loading: true }));
    setAttempt((n) => n + 1);
  }, []);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
