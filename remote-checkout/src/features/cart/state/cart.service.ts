import * as v from 'valibot';
import { type CartItem, CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { commandsOf, publisher } from '@botica/shared-contracts/events/bus';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { showAddedToast } from '../components/added-toast';
import { addItem, clearCart, deliveryPlace, pickUpAt, removeItem, replaceItems, setQuantity, summarize } from './cart.logic';
import type { StoredCart } from './cart.model';
import { loadCart, saveCart, storageKey } from './cart.storage';

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';

type Listener = () => void;

const checkout = publisher('checkout');
const commands = commandsOf('checkout');

/**
 * The cart of this page: both carts in memory, saved on every change, announced on the bus. One instance per
 * page: this module belongs to checkout's one federation container, which the host's start-up and the cart
 * pages share.
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
    checkout.publish('checkout:cart-updated', summarize(cart));
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
  /** Applies a checkout action (delivery, payment, slot, bag, codes, note) to one cart and saves it. */
  update(oncologico: boolean, action: (cart: StoredCart) => StoredCart) {
    this.set(action(this.get(oncologico)));
  }
  pickUpAt(office: NonNullable<StoredCart['office']>, oncologico = false) {
    this.set(pickUpAt(this.get(oncologico), office));
  }
  replaceItems(items: readonly CartItem[], oncologico = false) {
    this.set(replaceItems(this.get(oncologico), items));
  }

  /** Adds what another part of the page asked for and tells the shopper the outcome (the one add to cart). */
  private addRequested(item: unknown, oncologico: boolean): AddToCartReply {
    const parsed = v.safeParse(CartItemSchema, item);
    const result = parsed.success ? this.add(parsed.output, oncologico) : null;
    const reply: AddToCartReply = !result
      ? { ok: false, message: INVALID_ITEM }
      : result.ok
        ? { ok: true, summary: summarize(result.cart) }
        : { ok: false, message: result.message };
    showAddedToast(reply);
    return reply;
  }

  /** Answers the cart's commands and follows other tabs; announces both carts once. */
  start() {
    if (this.stopFns.length) {
      this.announce();
      return;
    }
    this.stopFns.push(
      commands.handle('checkout:add-to-cart', ({ item, oncologico }) => this.addRequested(item, oncologico === true)),
      commands.handle('checkout:cart-summary', ({ oncologico }) => summarize(this.get(oncologico === true))),
      commands.handle('checkout:delivery-place', () => deliveryPlace(this.carts.normal)),
      commands.handle('checkout:coupon', ({ codigo }) => {
        // one coupon at a time, in the normal cart; the calculation prices it (or says why it does not apply)
        if (codigo !== undefined) this.update(false, (c) => ({ ...c, cuponCodigo: codigo?.trim() || null }));
        return { codigo: this.carts.normal.cuponCodigo ?? null };
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
  }

  announce() {
    checkout.publish('checkout:cart-updated', summarize(this.carts.normal));
    checkout.publish('checkout:cart-updated', summarize(this.carts.oncologico));
  }

  stop() {
    this.stopFns.forEach((fn) => fn());
    this.stopFns = [];
  }
}

let store: CartStore | null = null;

export function cartStore(): CartStore {
  store ??= new CartStore();
  return store;
}

/** Starts the cart service (idempotent): the host calls this at boot. Returns a stop function. */
export function startCartService(): () => void {
  const store = cartStore();
  store.start();
  return () => store.stop();
}

/** For tests: forget the page's store so the next call reads storage again. */
export function resetCartStore(): void {
  store?.stop();
  store = null;
}
