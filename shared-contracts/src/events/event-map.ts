import type { CartItem, CartSummary } from '../cart/entities';
import type { Customer } from '../customer/entities';

/** The apps of the page; each message is named `<owner>:<name>` after the app that owns it. */
export type Owner = 'host' | 'catalog' | 'checkout' | 'account' | 'content';

/** A cart as its owner announces it: the summary plus which of the two carts it is. */
export type CartState = CartSummary & { oncologico: boolean };

/** What checkout answers to an add: the cart summary, or the Spanish reason it refused. */
export type AddToCartReply = { ok: true; summary: CartSummary } | { ok: false; message: string };

/** Where the shopper chose to receive the order in the cart: a saved address or a pickup branch. */
export type DeliveryPlace = { sucursal: number } | { direccion: number };

/** What the host answers once it applied a new session: the customer it now holds, or the reason it could not. */
export type SessionStartReply = { ok: true; customer: Customer } | { ok: false; message: string };

/**
 * Commands: addressed to the app that owns the name, which answers with the declared reply.
 * Exactly one handler per command (the owner's); the caller waits for it.
 */
export interface CommandMap {
  /** Adds a line to a cart (checkout owns the cart and its quantity rule). */
  'checkout:add-to-cart': { payload: { item: CartItem; oncologico?: boolean }; reply: AddToCartReply };
  /** The cart as it stands now (the header's count before any change). */
  'checkout:cart-summary': { payload: { oncologico?: boolean }; reply: CartState };
  /**
   * The coupon held in the normal cart (one at a time, spec 001 §4 Coupons): `codigo` sets it (null removes it),
   * omitted only reads it. Answers the coupon the cart holds now. The account's 'Aplicar' / 'Quitar' send it.
   */
  'checkout:coupon': { payload: { codigo?: string | null }; reply: { codigo: string | null } };
  /** The place chosen in the normal cart, or null (catalog's availability asks it). */
  'checkout:delivery-place': { payload: Record<string, never>; reply: DeliveryPlace | null };
  /** A remote logged the customer in (login, sign-up, e-mail verification): the host reads and applies the session. */
  'host:session-start': { payload: Record<string, never>; reply: SessionStartReply };
  /** Ends the session (the host owns it): answered once the customer is forgotten and the shopper is home. */
  'host:logout': { payload: Record<string, never>; reply: { ok: true } };
  /**
   * An API call answered 401: the host forgets the customer and sends the shopper to the login URL with
   * `returnTo`, unless the page is one for visitors (login, sign-up), where the form shows the answer.
   */
  'host:session-expired': { payload: { returnTo: string }; reply: { redirected: boolean } };
  /**
   * The page is about to show its first toast (`@botica/platform/toast` loaded react-hot-toast): the host draws
   * the toaster, which shows the toasts requested so far and those that follow.
   */
  'host:show-toasts': { payload: Record<string, never>; reply: { ok: true } };
}

/** Events: published by the owner only, heard by anyone. */
export interface EventMap {
  /** After every change of either cart (and once when the cart service starts). */
  'checkout:cart-updated': CartState;
  /** The customer's favourites changed; `count` is their new number (header counter). */
  'catalog:favourites-changed': { count: number };
  /**
   * The page's session changed (a login, a logout, a session that ended): `cliente` the customer's code now, null
   * for a visitor. Whatever a remote holds of the shopper's server data (checkout's carts) is theirs no more.
   */
  'host:session-changed': { cliente: number | null };
}

export type CommandName = keyof CommandMap;
export type EventName = keyof EventMap;
export type Payload<K extends CommandName> = CommandMap[K]['payload'];
export type Reply<K extends CommandName> = CommandMap[K]['reply'];

/** The names an owner may publish or answer: those that start with `<owner>:`. */
export type OwnedBy<O extends Owner, Names extends string> = Extract<Names, `${O}:${string}`>;
