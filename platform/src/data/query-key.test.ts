// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { catalogQueries, FAVOURITES_LIST_PREFIX } from '@botica/shared-contracts/catalog/queries';
import type { StoredCart } from '@botica/shared-contracts/cart/stored-cart';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { cacheKey, cacheKeyPrefix, type QueryKey } from '@botica/shared-contracts/http/query-key';
import { answerEntry, cachedAnswer, clearQueryCache, fetchQuery, prefetchQuery, setQueryData, useQuery, type QueryState } from './query';

// The type of a key's answer, checked by the compiler (`npm run typecheck` compiles this file): every
// `@ts-expect-error` below is a line that must not compile, and tsc fails if one of them does.

/** A product for the closures that are only compiled, never run. */
const aProduct = (): Product => {
  throw new Error('only compiled');
};

describe('a query key carries the type of its answer', () => {
  it('is declared by its factory with the answer of the read', () => {
    expectTypeOf(catalogQueries.product(1)).toEqualTypeOf<QueryKey<Product>>();
    expectTypeOf(catalogQueries.favouritesCount(7)).toEqualTypeOf<QueryKey<number>>();
    expectTypeOf(checkoutQueries.savedCart(false)).toEqualTypeOf<QueryKey<StoredCart>>();
    // a key is still its text at run time
    expect(catalogQueries.product(1)).toBe('catalog:product:1');
  });

  it('gives useQuery its answer type and refuses a fetcher of another type', async () => {
    const { result, unmount } = renderHook(() => useQuery(cacheKey<number>('test:typed-read'), async () => 8));
    expectTypeOf(result.current).toEqualTypeOf<QueryState<number>>();
    await waitFor(() => expect(result.current.data).toBe(8));
    // a hook that is only compiled, never run
    const useMistypedReads = () => {
      expectTypeOf(useQuery(catalogQueries.product(1), async () => aProduct())).toEqualTypeOf<QueryState<Product>>();
      expectTypeOf(useQuery(null as QueryKey<number> | null, async () => 3).data).toEqualTypeOf<number | undefined>();
      // @ts-expect-error a fetcher of another answer does not compile
      useQuery(catalogQueries.product(1), async () => 3);
      // @ts-expect-error nor does a fetcher that may answer less than the key promises
      useQuery(catalogQueries.favouritesCount(7), async () => (Math.random() > 0.5 ? 3 : undefined));
      // @ts-expect-error an explicit type other than the key's does not compile either
      useQuery<string>(catalogQueries.favouritesCount(7), async () => 'tres');
      // @ts-expect-error a text is not a key
      useQuery('catalog:product:1', async () => aProduct());
      // @ts-expect-error a prefix is not a key to read
      useQuery(FAVOURITES_LIST_PREFIX, async () => aProduct());
    };
    expect(typeof useMistypedReads).toBe('function');
    unmount();
    clearQueryCache(cacheKeyPrefix('test:typed-'));
  });

  it('types prefetchQuery, fetchQuery and setQueryData by the key', async () => {
    const key = cacheKey<number>('test:typed-count');
    prefetchQuery(key, async () => 4);
    const answer = await fetchQuery(key, async () => 5);
    expectTypeOf(answer).toEqualTypeOf<number>();
    expect(answer).toBe(4);
    setQueryData(key, 6);
    expect(await fetchQuery(key, async () => 7)).toBe(6);
    // @ts-expect-error a prefetch of another answer does not compile
    prefetchQuery(key, async () => 'cuatro');
    // @ts-expect-error nor a fetch of another answer
    await fetchQuery(key, async () => 'cinco').catch(() => undefined);
    // @ts-expect-error nor data of another type
    setQueryData(key, 'seis');
    clearQueryCache(cacheKeyPrefix('test:typed-'));
  });

  it('types the answers read from a cache and written by a server render', () => {
    const key = cacheKey<number>('test:typed-drawn');
    const drawn = new Map<string, unknown>([answerEntry(key, 3)]);
    const read = cachedAnswer(drawn, key);
    expectTypeOf(read).toEqualTypeOf<number | undefined>();
    expect(read).toBe(3);
    // @ts-expect-error a server render's answer of another type does not compile
    answerEntry(key, 'tres');
  });

  it('clears by a prefix or by a key', () => {
    const key = cacheKey<string>('test:typed-clear:1');
    setQueryData(key, 'uno');
    clearQueryCache(cacheKeyPrefix('test:typed-clear:'));
    clearQueryCache(key);
    expect(cachedAnswer(new Map(), key)).toBeUndefined();
  });

  it('asks a factory to declare the answer of every key', () => {
    const undeclared = cacheKey('test:undeclared');
    expectTypeOf(undeclared).toEqualTypeOf<QueryKey<never>>();
    // @ts-expect-error a key declared without its answer's type takes no fetcher
    prefetchQuery(undeclared, async () => 1);
  });
});
