import * as v from 'valibot';
import { type CartItem, CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { cartKindOf } from '@botica/shared-contracts/cart/quantity';
import { commandsOf, publisher } from '@botica/shared-contracts/events/bus';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { showAddedToast } from '../components/added-toast';
import { addItem, clearCart, deliveryPlace, pickUpAt, removeItem, replaceItems, setQuantity, summarize } from './cart.logic';
import { DRAWN_ANSWER_FRESH_MS } from '@botica/platform/data/query';
import { emptyCart, type StoredCart } from './cart.model';
import { loadCart, saveCart, storageKey } from './cart.storage';
import { cartKey, type SavedCartApi, savedOf, storeCartId, storeCartKey, storedOf, unsaved } from './cart.server-copy';

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';
/** How long an add waits for the start's read of the cart: a server that does not answer by then leaves this copy. */
const READ_WAIT_MS = 3000;

type Listener = () => void;
type Kind = 'normal' | 'oncologico';

const checkout = publisher('checkout');
const commands = commandsOf('checkout');

/** The server's calls, loaded when first needed (the boot's cart service stays small). */
const lazyApi: SavedCartApi = {
  read: (oncologico, clave) => import('../api/saved-cart-api').then((m) => m.savedCartApi.read(oncologico, clave)),
  write: (oncologico, carrito, clave) => import('../api/saved-cart-api').then((m) => m.savedCartApi.write(oncologico, carrito, clave)),
};
let serverApi: SavedCartApi = lazyApi;
const key = (oncologico: boolean): Kind => (oncologico ? 'oncologico' : 'normal');

/**
 * The cart of this page, its one owner (decision 068): both carts in memory; every change is kept in this browser
 * (the offline copy) and sent whole to the server, whose copy is the cart (the cart pages are drawn from it, another
 * browser of the same customer reads it). Changes are announced on the bus. One instance per page: this module
 * belongs to checkout's one federation container, which the host's start-up and the cart pages share.
 */
class CartStore {
  private carts: Record<Kind, StoredCart>;
  private listeners = new Set<Listener>();
  private stopFns: Array<() => void> = [];
  /** The newest change of each cart still to send, and whether a save is under way. */
  private toSend: Record<Kind, StoredCart | null> = { normal: null, oncologico: null };
  private sending: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };
  /** The start's read of each cart while it is under way (an add waits for it). */
  private reading: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };

  constructor(private readonly api: SavedCartApi) {
    this.carts = { normal: loadCart(false), oncologico: loadCart(true) };
  }

  get(oncologico: boolean): StoredCart {
    return this.carts[key(oncologico)];
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A change of the shopper: kept here at once, then sent to the server. `persist` false: another tab's, already kept. */
  private set(cart: StoredCart, persist = true) {
    const next = persist ? { ...cart, synced: false } : cart;
    this.carts[key(next.oncologico === true)] = next;
    if (persist) {
      saveCart(next);
      this.send(next);
    }
    this.changed(next);
  }

  private changed(cart: StoredCart) {
    this.listeners.forEach((l) => l());
    checkout.publish('checkout:cart-updated', summarize(cart));
  }

  /** The server's copy becomes this page's (and this browser's offline copy), without sending it back. */
  private adopt(cart: StoredCart) {
    this.carts[key(cart.oncologico === true)] = cart;
    saveCart(cart);
    if (!cart.oncologico) storeCartId(typeof cart.cartId === 'number' ? cart.cartId : null);
    this.changed(cart);
  }

  /** Sends the newest state of a cart; saves run one at a time per cart, a burst of changes sends only the last. */
  private send(cart: StoredCart) {
    if (typeof window === 'undefined') return;
    const k = key(cart.oncologico === true);
    this.toSend[k] = cart;
    this.sending[k] ??= this.drain(k);
  }

  private async drain(k: Kind) {
    try {
      for (let cart = this.toSend[k]; cart; cart = this.toSend[k]) {
        this.toSend[k] = null;
        const answer = await this.api.write(k === 'oncologico', savedOf(cart), cartKey()).catch(() => null);
        if (!answer) {
          // offline or refused: this browser keeps the change (marked unsaved) and sends it again later
          this.toSend[k] ??= cart;
          return;
        }
        storeCartKey(answer.clave);
        if (this.carts[k] === cart) this.adopt({ ...cart, cartId: answer.carritoId, synced: true });
        else if (k === 'normal') storeCartId(answer.carritoId);
      }
    } finally {
      this.sending[k] = null;
    }
  }

  /** Sends what is waiting (the connection came back). */
  flush() {
    for (const k of ['normal', 'oncologico'] as const) if (this.toSend[k] && !this.sending[k]) this.sending[k] = this.drain(k);
  }

  /** Saves still under way (tests, and a page that waits for the server's copy). */
  async settled(): Promise<void> {
    while (this.sending.normal || this.sending.oncologico) await Promise.all([this.sending.normal, this.sending.oncologico]);
  }

  /**
   * Turns to the server's copy of a cart: a change of this browser the server has not taken yet is sent instead;
   * otherwise the server's copy (another browser's change, a visitor's cart merged at login, an order that closed
   * it) replaces this browser's. Without an answer (offline) this browser's copy stays.
   */
  async refresh(oncologico = false): Promise<void> {
    const local = this.get(oncologico);
    if (unsaved(local)) return this.send(local);
    if (Date.now() - (this.drawnAt[key(oncologico)] ?? 0) < DRAWN_ANSWER_FRESH_MS) return;
    const answer = await this.api.read(oncologico, cartKey()).catch(() => null);
    if (!answer || this.get(oncologico) !== local) return;
    storeCartKey(answer.clave);
    // a change written to storage meanwhile by this very page's document (no storage event tells its own writer)
    const stored = loadCart(oncologico);
    if (unsaved(stored)) {
      this.set(stored, false);
      return this.send(stored);
    }
    this.adopt(storedOf(answer, oncologico));
  }

  /**
   * The cart a server-drawn page was drawn with (the server's copy): the page's, unless this browser has a newer
   * change. When this browser's last saved copy is another cart, one of the two is older (another browser changed
   * it, or this browser's save landed after the server read it): the server is asked once more.
   */
  adoptDrawn(drawn: StoredCart) {
    const oncologico = drawn.oncologico === true;
    const local = this.get(oncologico);
    if (unsaved(local)) return this.send(local);
    const same = JSON.stringify(savedOf(local)) === JSON.stringify(savedOf(drawn));
    this.adopt(drawn);
    if (same) this.drawnAt[key(oncologico)] = Date.now();
    else void this.refresh(oncologico);
  }
  /** When a cart was taken from a server-drawn page: the server read it moments before, not asked again at once. */
  private drawnAt: Partial<Record<Kind, number>> = {};

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
  /** 'Eliminar productos': empties the cart. */
  clear(oncologico = false) {
    this.set(clearCart(this.get(oncologico)));
  }
  /** The order was placed with this cart (the API closed its saved cart): the shopper starts a new one. */
  ordered(oncologico = false) {
    this.set({ ...clearCart(this.get(oncologico)), cartId: null });
  }
  /** Starts the cart over after its screen failed (spec 000 §4: a crash resets the stored cart). */
  reset(oncologico = false) {
    this.set(emptyCart(oncologico));
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

  /**
   * Adds what another part of the page asked for and tells the shopper the outcome (the one add to cart). While the
   * start's read of that cart is under way the add waits for it: the server's copy may hold lines this browser does
   * not know (the product page's form, decision 071; another browser), and an add made on the older copy would
   * send a cart without them.
   */
  private async addRequested(item: unknown, oncologico: boolean): Promise<AddToCartReply> {
    const parsed = v.safeParse(CartItemSchema, item);
    // an oncology product is sold only through the oncology cart, wherever it was added from (spec 000 §2)
    const kind = parsed.success ? cartKindOf(parsed.output, oncologico) : oncologico;
    const reading = this.reading[key(kind)];
    if (reading) await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS))]);
    const result = parsed.success ? this.add(parsed.output, kind) : null;
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
          // another tab changed the cart (and sends it to the server itself)
          this.set(loadCart(onco), false);
        }
      };
      const onOnline = () => this.flush();
      window.addEventListener('storage', onStorage);
      window.addEventListener('online', onOnline);
      this.stopFns.push(() => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('online', onOnline);
      });
      for (const onco of [false, true]) {
        const k = key(onco);
        const read = this.refresh(onco)
          .catch(() => undefined)
          .finally(() => {
            if (this.reading[k] === read) this.reading[k] = null;
          });
        this.reading[k] = read;
      }
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
  store ??= new CartStore(serverApi);
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

/** For tests: forget the page's store so the next call reads storage again (optionally with other server calls). */
export function resetCartStore(api: SavedCartApi = lazyApi): void {
  store?.stop();
  store = null;
  serverApi = api;
}
