declare const queryKeyBrand: unique symbol;

/**
 * A key of the browser's data layer (`@botica/platform/data/query`). Only the key factories next to the contracts
 * (`@botica/shared-contracts/<domain>/queries`) make one, so a key is written once and a text typed somewhere
 * else does not compile as a key (ESLint keeps `cacheKey` to the factories).
 */
export type QueryKey = string & { readonly [queryKeyBrand]: true };

/** Declares a key in a factory: its text starts with the domain's prefix and holds everything its answer depends on. */
export const cacheKey = (text: string): QueryKey => text as QueryKey;
