import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { tellOtherTabs } from '@botica/shared-contracts/cart/other-tabs';
import { publisher } from '@botica/shared-contracts/events/bus';
import { DRAWN_ANSWER_FRESH_MS } from '@botica/platform/data/query';
import { askedChange, keepPending, newChangeId, type PendingChange, readPending, settlePending } from './cart.buffer';
import { addItem, clearCart, pickUpAt, removeItem, replaceItems, setQuantity, summarize } from './cart.logic';
import { emptyCart, type StoredCart } from './cart.model';
import { type SavedCartApi, savedOf, storedOf } from './cart.server-copy';

/** How long a command waits for the server's copy of the cart. */
const READ_WAIT_MS = 3000;

type Listener = () => void;
type Kind = 'normal' | 'oncologico';
const KINDS: readonly Kind[] = ['normal', 'oncologico'];

const checkout = publisher('checkout');

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
 * The page's cart, its one owner (decision 079): the server's copy (read at start, or the drawn page's) with this
 * page's changes, which go through the write-behind buffer (`cart.buffer.ts`) to the server. One per page.
 */
class CartStore {
  /** The server's copy with this page's changes. */
  private carts: Record<Kind, StoredCart>;
  /** The server's copy is known: read, drawn, or replaced by a whole cart of this page's. */
  private known: Record<Kind, boolean> = { normal: false, oncologico: false };
  /** The buffer's change, not answered yet. */
  private pending: Record<Kind, PendingChange | null>;
  private sending: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };
  private reading: Record<Kind, Promise<void> | null> = { normal: null, oncologico: null };
  /** A read answered after a change does not replace it. */
  private changes: Record<Kind, number> = { normal: 0, oncologico: 0 };
  /** A drawn page's cart is not read again at once. */
  private drawnAt: Partial<Record<Kind, number>> = {};
  private listeners = new Set<Listener>();
  /** What the running service set up (`cart.commands.ts`); null: not running. */
  private stopFns: Array<() => void> | null = null;

  constructor(private readonly api: SavedCartApi) {
    this.pending = { normal: readPending(false), oncologico: readPending(true) };
    this.carts = { normal: emptyCart(false), oncologico: emptyCart(true) };
    for (const k of KINDS) {
      const waiting = this.pending[k];
      // a whole cart left here is the newest; what was only asked waits for the server's
      if (waiting?.carrito) {
        this.carts[k] = storedOf(waiting.carrito, isOnco(k));
        this.known[k] = true;
      } else this.carts[k] = withAsked(this.carts[k], waiting);
    }
  }

  get(oncologico: boolean): StoredCart {
    return this.carts[key(oncologico)];
  }

  /** Until the server's copy is known, the cart page waits: an edit would drop the server's lines. */
  isKnown(oncologico: boolean): boolean {
    return this.known[key(oncologico)];
  }

  hasPending(oncologico: boolean): boolean {
    return this.pending[key(oncologico)] !== null;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows a cart; the header hears its count once the server's copy is known. */
  private show(k: Kind, cart: StoredCart) {
    this.carts[k] = cart;
    this.listeners.forEach((l) => l());
    if (this.known[k]) checkout.publish('checkout:cart-updated', summarize(cart));
  }

  /** A change of the shopper: shown, buffered, sent whole. */
  private set(cart: StoredCart) {
    const k = key(cart.oncologico === true);
    this.known[k] = true;
    this.changes[k] += 1;
    this.buffer(k, { id: newChangeId(), carrito: savedOf(cart) });
    this.show(k, cart);
  }

  /** Asked of a cart whose server copy is not known yet: kept until it comes. */
  private ask(k: Kind, asked: { item?: CartItem; cupon?: string | null }) {
    const change = askedChange(this.pending[k], asked);
    this.changes[k] += 1;
    this.buffer(k, change);
    this.show(k, withAsked(emptyCart(isOnco(k)), change));
  }

  private buffer(k: Kind, change: PendingChange) {
    this.pending[k] = change;
    keepPending(isOnco(k), change);
    this.send(k);
  }

  /** The server's copy becomes the page's. */
  private adopt(k: Kind, cart: StoredCart) {
    this.known[k] = true;
    this.show(k, cart);
  }

  /** One save at a time per cart; a burst sends only the last change. */
  private send(k: Kind) {
    if (typeof window === 'undefined') return;
    this.sending[k] ??= this.drain(k).finally(() => {
      this.sending[k] = null;
    });
  }

  private async drain(k: Kind) {
    for (let change = this.pending[k]; change; change = this.pending[k]) {
      if (!change.carrito) {
        // what was asked goes onto the server's copy
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
      // offline or refused: it stays in the buffer
      if (!answer) return;
      this.carts[k] = { ...this.carts[k], cartId: answer.carritoId };
      if (this.pending[k]?.id === sent.id) {
        this.pending[k] = null;
        settlePending(isOnco(k), sent.id);
        this.show(k, this.carts[k]);
        tellOtherTabs({ oncologico: isOnco(k), count: summarize(this.carts[k]).count });
      }
    }
  }

  flush() {
    for (const k of KINDS) if (this.pending[k]) this.send(k);
  }

  /** Saves and reads under way (tests). */
  async settled(): Promise<void> {
    while (KINDS.some((k) => this.sending[k] || this.reading[k])) await Promise.all(KINDS.flatMap((k) => [this.sending[k], this.reading[k]]));
  }

  /** Reads the server's copy, unless a change of this page waits: that is sent instead. */
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
    if (!answer || this.changes[k] !== before || this.pending[k]) return;
    this.adopt(k, storedOf(answer.carrito, isOnco(k), answer.carritoId));
  }

  /** The cart a drawn page came with, unless a change of this browser waits (what was asked goes onto it). */
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

  /** The normal cart's coupon (null removes it). */
  setCoupon(codigo: string | null) {
    if (this.known.normal) this.update(false, (c) => ({ ...c, cuponCodigo: codigo }));
    else this.ask('normal', { cupon: codigo });
  }

  /** Waits (at most READ_WAIT_MS) for a read of the server's copy under way. */
  async untilRead(oncologico: boolean) {
    const reading = this.reading[key(oncologico)];
    if (reading) await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS))]);
  }

  /** Reads the cart again, drawn or not (another tab saved it). */
  reread(oncologico: boolean) {
    delete this.drawnAt[key(oncologico)];
    return this.refresh(oncologico);
  }

  /** Sets the service up once (`cart.commands.ts`); `stop` undoes it. */
  run(setUp: () => Array<() => void>) {
    this.stopFns ??= setUp();
  }

  /** Another shopper: the carts are read again; a waiting change goes with a login, not with a logout (068). */
  newShopper(cliente: number | null) {
    for (const k of KINDS) {
      const waiting = this.pending[k];
      if (cliente === null && waiting) {
        this.pending[k] = null;
        settlePending(isOnco(k), waiting.id);
      }
      this.known[k] = false;
      this.changes[k] += 1;
      this.reading[k] = null;
      delete this.drawnAt[k];
      if (cliente === null) this.carts[k] = emptyCart(isOnco(k));
      void this.refresh(isOnco(k));
    }
  }

  /** Announces the carts whose server copy is known. */
  announce() {
    for (const k of KINDS) if (this.known[k]) checkout.publish('checkout:cart-updated', summarize(this.carts[k]));
  }

  stop() {
    this.stopFns?.forEach((fn) => fn());
    this.stopFns = null;
  }
}

let store: CartStore | null = null;

export function cartStore(): CartStore {
  store ??= new CartStore(serverApi);
  return store;
}

/** For tests: a new store, with other server calls. */
export function resetCartStore(api: SavedCartApi = lazyApi): void {
  store?.stop();
  store = null;
  serverApi = api;
}
