import type { CartItem, CartSummary } from '../cart/entities';

/**
 * Every cross-app event, named `<owner>:<event>`; only the owner publishes it.
 * Requests that expect an answer carry a `reply` callback.
 */
export interface EventMap {
  'checkout:add-to-cart': {
    item: CartItem;
    oncologico?: boolean;
    reply?: (result: { ok: true; summary: CartSummary } | { ok: false; message: string }) => void;
  };
  'checkout:cart-updated': CartSummary & { oncologico: boolean };
  'checkout:cart-service-ready': { ready: true };
  /** The customer's favourites changed; `count` is their new number (header counter). */
  'catalog:favourites-changed': { count: number };
  'host:session-changed': { loggedIn: boolean };
  /** Any app may ask the host to log the customer out (the host owns the session). */
  'host:logout': { reply?: (result: { ok: true }) => void };
  'host:notification-received': { count: number };
}

export type EventName = keyof EventMap;
