import { useSyncExternalStore } from 'react';
import { cartStore } from './cart.service';
import type { StoredCart } from './cart.model';

/** The current cart (normal or oncology), re-rendering on every change. */
export function useCart(oncologico = false): StoredCart {
  const store = cartStore();
  return useSyncExternalStore(store.subscribe, () => store.get(oncologico), () => store.get(oncologico));
}
