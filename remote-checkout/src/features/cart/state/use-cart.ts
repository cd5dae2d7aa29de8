import { useContext } from 'react';
import { useExternalStore } from '@botica/platform/hydration';
import { QueryCacheContext } from '@botica/platform/data/query';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { cartStore } from './cart.service';
import type { StoredCart } from './cart.model';

/**
 * The current cart (normal or oncology), re-rendering on every change. A page the server drew is hydrated with
 * the cart it was drawn with (its mirror, written into the page's data); right after, in a transition, the page
 * renders the cart of this browser, which is the same unless the mirror was stale.
 */
export function useCart(oncologico = false): StoredCart {
  const store = cartStore();
  const drawn = useContext(QueryCacheContext).get(checkoutQueries.drawnCart(oncologico)) as StoredCart | undefined;
  return useExternalStore(
    store.subscribe,
    () => store.get(oncologico),
    () => drawn ?? store.get(oncologico),
  );
}
