import { CART_STORAGE_KEY, ONCOLOGY_CART_STORAGE_KEY } from '@botica/shared-contracts/cart/entities';
import { parseStoredCart } from './cart.logic';
import type { StoredCart } from './cart.model';

export const storageKey = (oncologico: boolean) => (oncologico ? ONCOLOGY_CART_STORAGE_KEY : CART_STORAGE_KEY);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a cart; a broken one is cleared from storage too. */
export function loadCart(oncologico: boolean): StoredCart {
  const store = storage();
  const raw = store?.getItem(storageKey(oncologico)) ?? null;
  const cart = parseStoredCart(raw, oncologico);
  if (raw && cart.items.length === 0) saveCart(cart);
  return cart;
}

/**
 * Keeps a cart in this browser: the offline copy of the server's (decision 068), read at the page's start before
 * the server answers and when the server cannot be reached.
 */
export function saveCart(cart: StoredCart): void {
  try {
    storage()?.setItem(storageKey(cart.oncologico === true), JSON.stringify(cart));
  } catch {
    /* storage full or blocked: the cart lives in memory and on the server */
  }
}
