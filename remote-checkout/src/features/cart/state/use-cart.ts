import { useContext } from 'react';
import { useExternalStore } from '@botica/platform/hydration';
import { cachedAnswer, QueryCacheContext } from '@botica/platform/data/query';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { cartStore } from './cart.service';
import type { StoredCart } from './cart.model';

/**
 * The current cart (normal or oncology), re-rendering on every change. A page the server drew is hydrated with
 * the cart it was drawn with (the server's copy, in the page's data), which the cart service took as its own when
 * the page's data was read (server-data.ts); a change waiting in this browser's buffer shows right after.
 */
export function useCart(oncologico = false): StoredCart {
  const store = cartStore();
  const drawn = cachedAnswer(useContext(QueryCacheContext), checkoutQueries.savedCart(oncologico));
  return useExternalStore(
    store.subscribe,
    () => store.get(oncologico),
    () => drawn ?? store.get(oncologico),
  );
}

/**
 * Whether the cart service knows the server's copy of that cart (decision 079). A page the server drew came with it;
 * a page the browser draws learns it from the service's read (offline, not until the connection comes back).
 */
export function useCartKnown(oncologico = false): boolean {
  const store = cartStore();
  const drawn = cachedAnswer(useContext(QueryCacheContext), checkoutQueries.savedCart(oncologico));
  return useExternalStore(
    store.subscribe,
    () => store.isKnown(oncologico),
    () => drawn !== undefined || store.isKnown(oncologico),
  );
}
