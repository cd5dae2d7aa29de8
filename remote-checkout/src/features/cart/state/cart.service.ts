import * as v from 'valibot';
import { type CartItem, CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { hearOtherTabs, tellOtherTabs } from '@botica/shared-contracts/cart/other-tabs';
import { cartKindOf } from '@botica/shared-contracts/cart/quantity';
import { commandsOf, publisher, subscribe } from '@botica/shared-contracts/events/bus';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { DRAWN_ANSWER_FRESH_MS } from '@botica/platform/data/query';
import { showAddedToast } from '../components/added-toast';
import { keepPending, newChangeId, type PendingChange, readPending, settlePending } from './cart.buffer';
import { addItem, clearCart, deliveryPlace, pickUpAt, removeItem, replaceItems, setQuantity, summarize } from './cart.logic';
import { emptyCart, type StoredCart } from './cart.model';
import { type SavedCartApi, savedOf, storedOf } from './cart.server-copy';

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';
/** How long a command waits for the server's copy of the cart before it answers from what the page has. */
const READ_WAIT_MS = 3000;

type Listener = () => void;
type Kind = 'normal' | 'oncologico';
const KINDS: readonly Kind[] = ['normal', 'oncologico'];

const checkout = publisher('checkout');
const commands = commandsOf('checkout');

/** The server's calls, loaded when first needed (the boot's cart service stays small). */
const lazyApi: SavedCartApi = {
  read: (oncologico) => import('../api/saved-cart-api').then((m) => m.savedCartApi.read(oncologico)),
  write: (oncologico, carrito) => import('../api/saved-cart-api').then((m) => m.savedCartApi.write(oncologico, carrito)),
};
let serverApi: SavedCartApi = lazyApi;
const key = (oncologico: boolean): Kind => (oncologico ? 'oncologico' : 'normal');
const isOnco = (k: Kind) => k === 'oncologico';

/** The products added and the coupon set before the server's copy was read, put onto a cart. */
function withAsked(cart: StoredCart, change: PendingChange | null): StoredCart {
  let next = cart;
  for (const item of change?.agregados ?? []) {
    const added = addItem(next, item);
    if (added.ok) next = added.cart;
  }
  if (change?.cupon !== undefined) next = { ...next, cuponCodigo: change.cupon };
  return next;
}

/**
 * The cart of this page, its one owner (decision 079). The cart is the server's copy (`GET /cart/actual`, decision
 * 068): read when the service starts, or taken from the page a server drew with it. This page's changes are shown
 * at once, put in the write-behind buffer (`cart.buffer.ts`) and sent whole to the server; the buffer empties when
 * the server answers. The buffer is the only thing this browser keeps: no copy of the cart, nothing to reconcile.
 * Changes are announced on the bus, and the shop's other tabs are told once the server has taken them. One instance
 * per page: this module belongs to checkout's one federation container, which the host's start-up and the cart
 * pages share.
 */
class CartStore {
  /** What this page shows of each cart: the server's copy with this page's changes not answered yet. */
  private carts: Record<Kind, StoredCart>;
  /** Whether the server's copy is known: read, drawn, or replaced by a whole cart of this browser's. */
  private known: Record<Kind, boolean> = { normal: false, oncologico: false };
  /** The change not answered yet (the buffer's, as this page has it). */
  private pending: Record<Kind, PendingChange | null>;
  private sending: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };
  /** A read of the server's copy under way (a command waits for it). */
  private reading: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };
  /** Counts this page's changes: a read that answers after one does not replace it. */
  private changes: Record<Kind, number> = { normal: 0, oncologico: 0 };
  /** When a cart was taken from a server-drawn page: the server read it moments before, not asked again at once. */
  private drawnAt: Partial<Record<Kind, number>> = {};
  private listeners = new Set<Listener>();
  private stopFns: Array<() => void> = [];

  constructor(private readonly api: SavedCartApi) {
    this.pending = { normal: readPending(false), oncologico: readPending(true) };
    this.carts = { normal: emptyCart(false), oncologico: emptyCart(true) };
    for (const k of KINDS) {
      const waiting = this.pending[k];
      // a whole cart the shopper left here is the cart, the newest there is; what was only asked waits for the server's
      if (waiting?.carrito) {
        this.carts[k] = storedOf(waiting.carrito, isOnco(k));
        this.known[k] = true;
      } else this.carts[k] = withAsked(this.carts[k], waiting);
    }
  }

  get(oncologico: boolean): StoredCart {
    return this.carts[key(oncologico)];
  }

  /**
   * Whether the server's copy of that cart is known (read, drawn, or replaced by a whole cart of this browser's): until
   * it is, the page shows only what was asked of it offline, and the cart page waits instead of letting the shopper
   * edit a cart that lacks the server's lines.
   */
  isKnown(oncologico: boolean): boolean {
    return this.known[key(oncologico)];
  }

  /** Whether a change of that cart is waiting for the server's answer (offline, or a save under way). */
  hasPending(oncologico: boolean): boolean {
    return this.pending[key(oncologico)] !== null;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows a cart and announces it; the header hears a count only once the server's copy is known. */
  private show(k: Kind, cart: StoredCart) {
    this.carts[k] = cart;
    this.listeners.forEach((l) => l());
    if (this.known[k]) checkout.publish('checkout:cart-updated', summarize(cart));
  }

  /** A change of the shopper, made on the cart the page shows: shown at once, buffered, sent whole. */
  private set(cart: StoredCart) {
    const k = key(cart.oncologico === true);
    this.known[k] = true;
    this.changes[k] += 1;
    this.buffer(k, { id: newChangeId(), carrito: savedOf(cart) });
    this.show(k, cart);
  }

  /** Something asked of a cart whose server copy is not known yet (offline from the start): kept until it comes. */
  private ask(k: Kind, asked: { item?: CartItem; cupon?: string | null }) {
    const before = this.pending[k];
    const change: PendingChange = {
      id: newChangeId(),
      ...(before?.agregados || asked.item ? { agregados: [...(before?.agregados ?? []), ...(asked.item ? [asked.item] : [])] } : {}),
      ...(asked.cupon !== undefined ? { cupon: asked.cupon } : before?.cupon !== undefined ? { cupon: before.cupon } : {}),
    };
    this.changes[k] += 1;
    this.buffer(k, change);
    this.show(k, withAsked(emptyCart(isOnco(k)), change));
  }

  private buffer(k: Kind, change: PendingChange) {
    this.pending[k] = change;
    keepPending(isOnco(k), change);
    this.send(k);
  }

  /** The server's copy becomes the page's, without sending it back: the buffer holds nothing for that cart. */
  private adopt(k: Kind, cart: StoredCart) {
    this.known[k] = true;
    this.show(k, cart);
  }

  /** Sends what the buffer holds for a cart; one save at a time per cart, a burst of changes sends only the last. */
  private send(k: Kind) {
    if (typeof window === 'undefined') return;
    this.sending[k] ??= this.drain(k).finally(() => {
      this.sending[k] = null;
    });
  }

  private async drain(k: Kind) {
    for (let change = this.pending[k]; change; change = this.pending[k]) {
      if (!change.carrito) {
        // what was asked before the server's copy was known goes onto that copy, once it comes
        const answer = await this.api.read(isOnco(k)).catch(() => null);
        if (!answer) return;
        const asked = this.pending[k];
        if (!asked || asked.carrito) continue;
        const cart = withAsked(storedOf(answer.carrito, isOnco(k), answer.carritoId), asked);
        this.known[k] = true;
        this.pending[k] = { id: asked.id, carrito: savedOf(cart) };
        keepPending(isOnco(k), this.pending[k]!);
        this.show(k, cart);
        continue;
      }
      const sent = change;
      const answer = await this.api.write(isOnco(k), sent.carrito!).catch(() => null);
      // offline or refused: the change stays in the buffer and is sent again later
      if (!answer) return;
      // the saved cart's id (the one an order closes) is the server's, whatever the page changed meanwhile
      this.carts[k] = { ...this.carts[k], cartId: answer.carritoId };
      if (this.pending[k]?.id === sent.id) {
        this.pending[k] = null;
        settlePending(isOnco(k), sent.id);
        this.show(k, this.carts[k]);
        tellOtherTabs({ oncologico: isOnco(k), count: summarize(this.carts[k]).count });
      }
    }
  }

  /** Sends what is waiting (the connection came back). */
  flush() {
    for (const k of KINDS) if (this.pending[k]) this.send(k);
  }

  /** Saves and reads still under way (tests, and a page that waits for the server's copy). */
  async settled(): Promise<void> {
    while (KINDS.some((k) => this.sending[k] || this.reading[k])) await Promise.all(KINDS.flatMap((k) => [this.sending[k], this.reading[k]]));
  }

  /**
   * Turns to the server's copy of a cart (the service's start, a cart page that opens, another tab's save, a new
   * session): read and shown, unless this page holds a change the server has not answered, which is sent instead.
   * Without an answer (offline) the page keeps what it shows.
   */
  refresh(oncologico = false): Promise<void> {
    const k = key(oncologico);
    if (this.pending[k]) {
      this.send(k);
      return this.sending[k] ?? Promise.resolve();
    }
    if (this.known[k] && Date.now() - (this.drawnAt[k] ?? 0) < DRAWN_ANSWER_FRESH_MS) return Promise.resolve();
    const under = this.reading[k];
    if (under) return under;
    const reading: Promise<void> = this.read(k).finally(() => {
      if (this.reading[k] === reading) this.reading[k] = null;
    });
    this.reading[k] = reading;
    return reading;
  }

  private async read(k: Kind) {
    const before = this.changes[k];
    const answer = await this.api.read(isOnco(k)).catch(() => null);
    // a change made meanwhile is newer than what the server answered, and is on its way there
    if (!answer || this.changes[k] !== before || this.pending[k]) return;
    this.adopt(k, storedOf(answer.carrito, isOnco(k), answer.carritoId));
  }

  /**
   * The cart a server-drawn page was drawn with (the server's copy moments ago): the page's, unless this browser holds
   * a change not answered yet, which is shown and sent instead (what was only asked goes onto the drawn cart).
   */
  adoptDrawn(drawn: StoredCart) {
    const k = key(drawn.oncologico === true);
    const waiting = this.pending[k];
    if (waiting?.carrito) return this.send(k);
    if (waiting) {
      const cart = withAsked(drawn, waiting);
      this.known[k] = true;
      this.buffer(k, { id: waiting.id, carrito: savedOf(cart) });
      return this.show(k, cart);
    }
    this.drawnAt[k] = Date.now();
    this.adopt(k, drawn);
  }

  add(item: CartItem, oncologico = false) {
    const k = key(oncologico);
    if (!this.known[k]) {
      // the server's copy is not here (offline): the product is kept as asked, for that copy once it comes
      const shown = addItem(this.get(oncologico), item);
      if (shown.ok) this.ask(k, { item });
      return shown.ok ? { ...shown, cart: this.get(oncologico) } : shown;
    }
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

  /** The coupon of the normal cart: set (null removes it) on the server's copy, or kept as asked until it comes. */
  private setCoupon(codigo: string | null) {
    if (this.known.normal) this.update(false, (c) => ({ ...c, cuponCodigo: codigo }));
    else this.ask('normal', { cupon: codigo });
  }

  /** Waits, a bounded time, for a read of the server's copy under way. */
  private async untilRead(k: Kind) {
    const reading = this.reading[k];
    if (reading) await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS))]);
  }

  /**
   * Adds what another part of the page asked for and tells the shopper the outcome (the one add to cart). The add
   * waits for the start's read of that cart: the server's copy may hold lines this page does not know (the form of a
   * page drawn before the scripts, decision 071; another browser), and an add made on an emptier cart would send a
   * cart without them.
   */
  private async addRequested(item: unknown, oncologico: boolean): Promise<AddToCartReply> {
    const parsed = v.safeParse(CartItemSchema, item);
    // an oncology product is sold only through the oncology cart, wherever it was added from (spec 000 §2)
    const kind = parsed.success ? cartKindOf(parsed.output, oncologico) : oncologico;
    await this.untilRead(key(kind));
    const result = parsed.success ? this.add(parsed.output, kind) : null;
    const reply: AddToCartReply = !result
      ? { ok: false, message: INVALID_ITEM }
      : result.ok
        ? { ok: true, summary: summarize(result.cart) }
        : { ok: false, message: result.message };
    showAddedToast(reply);
    return reply;
  }

  /**
   * Answers the cart's commands (after the server's copy, read at the start, has come or has been waited for),
   * follows the shopper's session and the other tabs' saves, and sends a change an earlier page left in the buffer.
   */
  start() {
    if (this.stopFns.length) {
      this.announce();
      return;
    }
    this.stopFns.push(
      commands.handle('checkout:add-to-cart', ({ item, oncologico }) => this.addRequested(item, oncologico === true)),
      commands.handle('checkout:cart-summary', async ({ oncologico }) => {
        await this.untilRead(key(oncologico === true));
        return summarize(this.get(oncologico === true));
      }),
      commands.handle('checkout:delivery-place', async () => {
        await this.untilRead('normal');
        return deliveryPlace(this.carts.normal);
      }),
      commands.handle('checkout:coupon', async ({ codigo }) => {
        await this.untilRead('normal');
        // one coupon at a time, in the normal cart; the calculation prices it (or says why it does not apply)
        if (codigo !== undefined) this.setCoupon(codigo?.trim() || null);
        return { codigo: this.carts.normal.cuponCodigo ?? null };
      }),
      subscribe('host:session-changed', ({ cliente }) => this.newShopper(cliente)),
      // another tab's save: the server's copy changed
      hearOtherTabs(({ oncologico }) => {
        delete this.drawnAt[key(oncologico)];
        void this.refresh(oncologico);
      }),
    );
    if (typeof window !== 'undefined') {
      const onOnline = () => this.flush();
      window.addEventListener('online', onOnline);
      this.stopFns.push(() => window.removeEventListener('online', onOnline));
      for (const k of KINDS) void this.refresh(isOnco(k));
    }
    this.announce();
  }

  /**
   * Another shopper now (a login, a logout): the carts this page holds were the last one's, and the server's copies
   * are read again. A change not answered yet goes with a login (the cart filled before it is the customer's, as the
   * API's merge has it, decision 068) but not with a logout: the customer's cart stays with the customer, not with
   * the device.
   */
  private newShopper(cliente: number | null) {
    for (const k of KINDS) {
      const waiting = this.pending[k];
      if (cliente === null && waiting) {
        this.pending[k] = null;
        settlePending(isOnco(k), waiting.id);
      }
      this.known[k] = false;
      // a read of the last shopper's cart still under way is theirs: its answer is dropped, and the new one read
      this.changes[k] += 1;
      this.reading[k] = null;
      delete this.drawnAt[k];
      if (cliente === null) this.carts[k] = emptyCart(isOnco(k));
      void this.refresh(isOnco(k));
    }
  }

  /** Announces the carts whose server copy is known (the header keeps its drawn count until then). */
  announce() {
    for (const k of KINDS) if (this.known[k]) checkout.publish('checkout:cart-updated', summarize(this.carts[k]));
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

/** For tests: forget the page's store so the next call reads the buffer again (optionally with other server calls). */
export function resetCartStore(api: SavedCartApi = lazyApi): void {
  store?.stop();
  store = null;
  serverApi = api;
}
