import * as v from 'valibot';
import { CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { SavedCartSchema, type SavedCart } from '@botica/shared-contracts/cart/saved-cart';
import type { CartItem } from '@botica/shared-contracts/cart/entities';

/**
 * The write-behind buffer (decision 079): the changes of a cart the server has not answered yet, kept in this
 * browser's storage so that none is lost offline, on a flaky network or with the tab closed before the answer. It
 * is not a copy of the cart: it is empty whenever the server has taken every change, and nothing reads it but the
 * cart service (`cart.service.ts`), which sends it.
 *
 * A change is the whole cart as the shopper left it (`carrito`), made on the server's copy, or, while the server's
 * copy has not been read yet (offline from the start), what was asked of it: the products added and a coupon, put
 * onto the server's copy once it comes. Each change has an `id`: a save answered for an older change leaves a newer
 * one in the buffer.
 */
export interface PendingChange {
  id: string;
  carrito?: SavedCart;
  agregados?: CartItem[];
  /** The coupon set (null: removed) before the server's copy was read; absent: not touched. */
  cupon?: string | null;
}

const PendingChangeSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  carrito: v.optional(SavedCartSchema),
  agregados: v.optional(v.pipe(v.array(CartItemSchema), v.maxLength(100))),
  cupon: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60)))),
});

/** The storage keys of spec 000 §3 (`cart`, `cartOncologicos`): every change is kept there until the server has it. */
export const bufferKey = (oncologico: boolean) => (oncologico ? 'cartOncologicos' : 'cart');

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const newChangeId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The change that adds a product or sets the coupon to what was asked before (the server's copy not read yet). */
export function askedChange(before: PendingChange | null, asked: { item?: CartItem; cupon?: string | null }): PendingChange {
  const agregados = [...(before?.agregados ?? []), ...(asked.item ? [asked.item] : [])];
  const cupon = asked.cupon !== undefined ? asked.cupon : before?.cupon;
  return { id: newChangeId(), ...(agregados.length ? { agregados } : {}), ...(cupon !== undefined ? { cupon } : {}) };
}

/**
 * The change waiting in this browser for that cart, or null. Anything else under the key (not JSON, not a change:
 * a cart an earlier version of the shop kept there, a line whose quantity is not a number) is removed.
 */
export function readPending(oncologico: boolean): PendingChange | null {
  const store = storage();
  let raw: string | null;
  try {
    raw = store?.getItem(bufferKey(oncologico)) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: v.SafeParseResult<typeof PendingChangeSchema> | null = null;
  try {
    parsed = v.safeParse(PendingChangeSchema, JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (parsed?.success && (parsed.output.carrito || parsed.output.agregados || parsed.output.cupon !== undefined)) return parsed.output;
  clearPending(oncologico);
  return null;
}

/** Keeps a change until the server answers it. */
export function keepPending(oncologico: boolean, change: PendingChange): void {
  try {
    storage()?.setItem(bufferKey(oncologico), JSON.stringify(change));
  } catch {
    /* storage full or blocked: the change lives in the page until it is sent */
  }
}

/** The server took the change `id`: the buffer empties, unless a newer change (of this tab or another) is there. */
export function settlePending(oncologico: boolean, id: string): void {
  if (readPending(oncologico)?.id === id) clearPending(oncologico);
}

function clearPending(oncologico: boolean): void {
  try {
    storage()?.removeItem(bufferKey(oncologico));
  } catch {
    /* storage blocked: nothing was kept */
  }
}
