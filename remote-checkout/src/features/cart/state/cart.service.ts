import * as v from 'valibot';
import { type CartItem, CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { publish, subscribe } from '@botica/shared-contracts/events/bus';
import { addItem, clearCart, removeItem, setQuantity, summarize } from './cart.logic';
import type { StoredCart } from './cart.model';
import { loadCart, saveCart, storageKey } from './cart.storage';

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';

type Listener = () => void;

/**
 * The cart of this page: both carts in memory, saved on every change, announced on the bus.
 * One instance per page (kept on globalThis) so the host's start-up and the cart pages share it.
 */
class CartStore {
  private carts: { normal: StoredCart; oncologico: StoredCart };
  private listeners = new Set<Listener>();
  private stopFns: Array<() => void> = [];

  constructor() {
    this.carts = { normal: loadCart(false), oncologico: loadCart(true) };
  }

  get(oncologico: boolean): StoredCart {
    return oncologico ? this.carts.oncologico : this.carts.normal;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(cart: StoredCart, persist = true) {
    if (cart.oncologico) this.carts.oncologico = cart;
    else this.carts.normal = cart;
    if (persist) saveCart(cart);
    this.listeners.forEach((l) => l());
    publish('checkout:cart-updated', summarize(cart));
  }

  add(item: CartItem, oncologico = false) {
    const result = addItem(this.get(oncologico), item);
    if (result.ok) this.set(result.cart);
    return result;
  }
  setQuantity(codigo: number, quantity: number, oncologico = false) {
    this.set(setQuantity(this.get(oncologico), codigo, quantity));
  }
  remove(codigo: number, oncologico = false) {
    this.set(removeItem(this.get(oncologico), codigo));
  }
  clear(oncologico = false) {
    this.set(clearCart(this.get(oncologico)));
  }

  /** Listens to add requests and other tabs; announces both carts once. */
  start() {
    if (this.stopFns.length) {
      this.announce();
      return;
    }
    this.stopFns.push(
      subscribe('checkout:add-to-cart', (detail) => {
        const parsed = v.safeParse(CartItemSchema, detail.item);
        if (!parsed.success) {
          detail.reply?.({ ok: false, message: INVALID_ITEM });
          return;
        }
        const result = this.add(parsed.output, detail.oncologico === true);
        detail.reply?.(result.ok ? { ok: true, summary: summarize(result.cart) } : { ok: false, message: result.message });
      }),
    );
    if (typeof window !== 'undefined') {
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey(false)) this.set(loadCart(false), false);
        if (event.key === storageKey(true)) this.set(loadCart(true), false);
      };
      window.addEventListener('storage', onStorage);
      this.stopFns.push(() => window.removeEventListener('storage', onStorage));
    }
    this.announce();
    publish('checkout:cart-service-ready', { ready: true });
  }

  announce() {
    publish('checkout:cart-updated', summarize(this.carts.normal));
    publish('checkout:cart-updated', summarize(this.carts.oncologico));
  }

  stop() {
    this.stopFns.forEach((fn) => fn());
    this.stopFns = [];
  }
}

const KEY = '__boticaCartStore__';
type WithStore = typeof globalThis & { [KEY]?: CartStore };

export function cartStore(): CartStore {
  const g = globalThis as WithStore;
  g[KEY] ??= new CartStore();
  return g[KEY];
}

/** Starts the cart service (idempotent): the host calls this at boot. Returns a stop function. */
export function startCartService(): () => void {
  const store = cartStore();
  store.start();
  return () => store.stop();
}

/** For tests: forget the page's store so the next call reads storage again. */
export function resetCartStore(): void {
  const g = globalThis as WithStore;
  g[KEY]?.stop();
  delete g[KEY];
}
