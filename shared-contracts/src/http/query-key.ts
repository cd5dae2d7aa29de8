declare const queryKeyBrand: unique symbol;
declare const answerType: unique symbol;

/**
 * The start of cache keys, as `clearQueryCache` takes it: every `QueryKey` is one (a key clears itself), and a
 * factory declares a prefix of its own for a family of keys (`FAVOURITES_LIST_PREFIX`) with `cacheKeyPrefix`. A
 * prefix carries no answer, so the data layer reads and writes no key with it.
 */
export type QueryKeyPrefix = string & { readonly [queryKeyBrand]: true };

/**
 * A key of the browser's data layer (`@botica/platform/data/query`) and the type `T` of its answer. Only the key
 * factories next to the contracts (`@botica/shared-contracts/<domain>/queries`) make one, so a key is written once,
 * a text typed somewhere else does not compile as a key (ESLint keeps `cacheKey` to the factories), and `useQuery`,
 * `prefetchQuery`, `fetchQuery` and `setQueryData` take `T` from the key: a fetcher or data of another type do not
 * compile. `T` exists only for the compiler (the key is its text at run time).
 */
export type QueryKey<T> = QueryKeyPrefix & { readonly [answerType]: T };

/**
 * Declares a key in a factory, with the type of its answer (`cacheKey<Product>(…)`): its text starts with the
 * domain's prefix and holds everything its answer depends on. A key declared without its answer's type answers
 * `never`, which no fetcher returns.
 */
export const cacheKey = <T = never>(text: string): QueryKey<T> => text as QueryKey<T>;

/** Declares the start shared by a family of a factory's keys, to clear them together. */
export const cacheKeyPrefix = (text: string): QueryKeyPrefix => text as QueryKeyPrefix;
