import * as v from 'valibot';
import { type CartItem, CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { commandsOf, publisher } from '@botica/shared-contracts/events/bus';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { showAddedToast } from '../components/added-toast';
import { addItem, clearCart, deliveryPlace, pickUpAt, removeItem, replaceItems, setQuantity, summarize } from './cart.logic';
import { emptyCart, type StoredCart } from './cart.model';
import { writeMirror } from './cart.mirror';
import { loadCart, saveCart, storageKey } from './cart.storage';
import { CartSync, type CartSyncApi, numericCartId, storeCartId } from './cart.sync';

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';

type Listener = () => void;

const checkout = publisher('checkout');
const commands = commandsOf('checkout');

/** The saved-cart calls, loaded when first needed (the boot's cart service stays small). */
const lazySyncApi: CartSyncApi = {
  enabled: () => import('../api/cart-sync-api').then((m) => m.cartSyncApi.enabled()),
  create: (body) => import('../api/cart-sync-api').then((m) => m.cartSyncApi.create(body)),
  deleteItem: (id, codigo) => import('../api/cart-sync-api').then((m) => m.cartSyncApi.deleteItem(id, codigo)),
  close: (id) => import('../api/cart-sync-api').then((m) => m.cartSyncApi.close(id)),
  finish: (id) => import('../api/cart-sync-api').then((m) => m.cartSyncApi.finish(id)),
};
let syncApi: CartSyncApi = lazySyncApi;
const key = (oncologico: boolean): 'normal' | 'oncologico' => (oncologico ? 'oncologico' : 'normal');

/**
 * The cart of this page: both carts in memory, saved on every change, announced on the bus. One instance per
 * page: this module belongs to checkout's one federation container, which the host's start-up and the cart
 * pages share.
 */
class CartStore {
  private carts: { normal: StoredCart; oncologico: StoredCart };
  private listeners = new Set<Listener>();
  private stopFns: Array<() => void> = [];
  private readonly sync: CartSync;

  constructor(api: CartSyncApi) {
    this.carts = { normal: loadCart(false), oncologico: loadCart(true) };
    // The server's copy follows this browser's carts from every page start (another tab, an expired cookie).
    writeMirror(this.carts.normal);
    writeMirror(this.carts.oncologico);
    this.sync = new CartSync(api);
    this.serverIds = { normal: numericCartId(this.carts.normal.cartId), oncologico: numericCartId(this.carts.oncologico.cartId) };
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
    const previousId = this.get(oncologico).cartId;
    const result = addItem(this.get(oncologico), item);
    if (result.ok) {
      this.set(result.cart);
      this.follow(async () => {
        // Sent in turn: the cart as it is now, with the saved cart's id (its first save answered it).
        const id = await this.sync.added(this.get(oncologico), this.serverIds[key(oncologico)] ?? numericCartId(previousId));
        const now = this.get(oncologico);
        if (id === null || !now.items.length) return;
        this.serverIds[key(oncologico)] = id;
        this.set({ ...now, cartId: id });
        storeCartId(id);
      });
    }
    return result;
  }
  setQuantity(codigo: number, quantity: number, oncologico = false) {
    this.set(setQuantity(this.get(oncologico), codigo, quantity));
  }
  /** Removes a line; with a saved cart the server is told (and closes it when the cart becomes empty). */
  remove(codigo: number, oncologico = false) {
    const after = removeItem(this.get(oncologico), codigo);
    this.set(after);
    const empty = after.items.length === 0;
    this.follow(async () => {
      const id = this.serverIds[key(oncologico)];
      if (empty) this.forgetServerId(oncologico);
      if (id !== null) await this.sync.removed(id, empty, codigo);
    });
  }
  /** 'Eliminar productos': empties the cart; a saved cart is closed on the server. */
  clear(oncologico = false) {
    this.set(clearCart(this.get(oncologico)));
    this.follow(async () => {
      const id = this.serverIds[key(oncologico)];
      this.forgetServerId(oncologico);
      if (id !== null) await this.sync.cleared(id);
    });
  }
  /** The order was placed with this cart: the browser's cart is emptied and the saved one marked finished. */
  ordered(oncologico = false) {
    const placedWith = numericCartId(this.get(oncologico).cartId);
    this.set(clearCart(this.get(oncologico)));
    this.follow(async () => {
      const id = this.serverIds[key(oncologico)] ?? placedWith;
      this.forgetServerId(oncologico);
      if (id !== null) await this.sync.finished(id);
    });
  }
  /** Starts the cart over after its screen failed (spec 000 §4: a crash resets the stored cart). */
  reset(oncologico = false) {
    this.set(emptyCart(oncologico));
  }

  /** The saved carts' ids on the server (the stored `cartId` is reset by an add until the save answers). */
  private serverIds: Record<'normal' | 'oncologico', number | null>;
  /** The server follow-ups run one after another, in the order of the cart changes. */
  pending: Promise<void> = Promise.resolve();
  private follow(task: () => Promise<void>) {
    this.pending = this.pending.then(task).catch(() => undefined);
  }
  private forgetServerId(oncologico: boolean) {
    this.serverIds[key(oncologico)] = null;
    storeCartId(null);
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
    // an oncology product is sold only through the oncology cart, wherever it was added from (spec 000 §2)
    const result = parsed.success ? this.add(parsed.output, parsed.output.oncologico ?? oncologico) : null;
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
        for (const onco of [false, true]) {
          if (event.key !== storageKey(onco)) continue;
          const cart = loadCart(onco);
          // Another tab saved the cart: its saved-cart id is this tab's too.
          if (cart.cartId !== null) this.serverIds[key(onco)] = numericCartId(cart.cartId);
          this.set(cart, false);
        }
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
  store ??= new CartStore(syncApi);
  return store;
}

/**
 * Starts the cart service (idempotent): the host calls this when the page first needs the cart (decision 039).
 * Returns a stop function.
 */
export function startCartService(): () => void {
  const store = cartStore();
  store.start();
  return () => store.stop();
}

/** For tests: forget the page's store so the next call reads storage again (optionally with other saved-cart calls). */
export function resetCartStore(api: CartSyncApi = lazySyncApi): void {
  store?.stop();
  store = null;
  syncApi = api;
}
