import type { CartItem, CartSummary } from '@botica/shared-contracts/cart/entities';
import type { DeliveryPlace } from '@botica/shared-contracts/events/event-map';
import { addLine, clampQuantity, lineTotals, MAX_REACHED } from '@botica/shared-contracts/cart/quantity';
import { emptyCart, type StoredCart, TITLE_LENGTH } from './cart.model';

export { MAX_REACHED };

export type AddResult = { ok: true; cart: StoredCart } | { ok: false; cart: StoredCart; message: string };

/** Units in the cart; NaN when a line's quantity is not a number. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : Number.NaN), 0);
}

export function subtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.precio * item.quantity, 0);
}

export function summarize(cart: StoredCart): CartSummary & { oncologico: boolean } {
  return { count: itemCount(cart.items), subtotal: subtotal(cart.items), items: cart.items, oncologico: cart.oncologico === true };
}

export { lineTotals };

const withLines = (cart: StoredCart, items: CartItem[]): StoredCart => ({ ...cart, items, lineas: lineTotals(items) });

/** Adds a line or increases an existing one (`addLine`: never above 12); the saved cart id is reset. */
export function addItem(cart: StoredCart, item: CartItem): AddResult {
  const added = addLine(cart.items, item);
  if (!added.ok) return { ok: false, cart, message: added.message };
  return { ok: true, cart: { ...withLines(cart, added.items), cartId: null, recalculado: false } };
}

/**
 * Sets a line's quantity (spec 000 §4 "Change quantity"): at least 1, at most 12, and for a home delivery the
 * category line's total is kept within the category's cap (`cantidadTopeCategoria`), counting the other lines of
 * the same category line.
 */
export function setQuantity(cart: StoredCart, codigo: number, quantity: number): StoredCart {
  const line = cart.items.find((l) => l.codigo === codigo);
  let q = clampQuantity(quantity);
  const tope = line?.topeLineaCategoria;
  if (line && tope && cart.delivery) {
    const others = (lineTotals(cart.items)[String(tope.licaCodigo)] ?? 0) - line.quantity;
    q = Math.min(q, Math.max(1, tope.cantidadTopeCategoria - others));
  }
  const items = cart.items.map((l) => (l.codigo === codigo ? { ...l, quantity: q } : l));
  return { ...withLines(cart, items), recalculado: false };
}

/** Removes a line; when nothing remains the saved cart id is cleared. */
export function removeItem(cart: StoredCart, codigo: number): StoredCart {
  const items = cart.items.filter((line) => line.codigo !== codigo);
  return { ...withLines(cart, items), recalculado: false, cartId: items.length ? cart.cartId : null };
}

/**
 * Empties the cart and resets everything that depends on its content, delivery back to home (spec 000 §4 "Clear
 * cart"): the pickup branch goes too; the delivery address, a home delivery's, stays.
 */
export function clearCart(cart: StoredCart): StoredCart {
  return { ...emptyCart(cart.oncologico === true), address: cart.address };
}

/** Replaces every line (a shared cart opened by link): the cart starts over with these lines, 1–12 units each. */
export function replaceItems(cart: StoredCart, items: readonly CartItem[]): StoredCart {
  const lines = new Map<number, CartItem>();
  for (const item of items) lines.set(item.codigo, { ...item, quantity: clampQuantity(item.quantity) });
  return withLines(clearCart(cart), [...lines.values()]);
}

/** Pickup at a branch (spec 000 §4 "Set delivery", type 2): the address is cleared and delivery is false. */
export function pickUpAt(cart: StoredCart, office: NonNullable<StoredCart['office']>): StoredCart {
  return { ...cart, office, address: null, delivery: false, entrega: { ...cart.entrega, tipo: 2 }, recalculado: false };
}

/** Reads a stored cart; anything unreadable, or a cart whose item count is not a number, becomes an empty cart. */
export function parseStoredCart(raw: string | null, oncologico: boolean): StoredCart {
  if (!raw) return emptyCart(oncologico);
  try {
    const parsed = JSON.parse(raw) as Partial<StoredCart> | null;
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.items)) return emptyCart(oncologico);
    const items = parsed.items.filter((item): item is CartItem => !!item && typeof item === 'object');
    if (Number.isNaN(itemCount(items))) return emptyCart(oncologico);
    return { ...emptyCart(oncologico), ...parsed, items, ...(oncologico ? { oncologico: true } : {}) };
  } catch {
    return emptyCart(oncologico);
  }
}

/** The address or pickup branch the cart was set to: the branch when picking up, else the address, else the branch. */
export function deliveryPlace(cart: Pick<StoredCart, 'address' | 'office' | 'delivery'>): DeliveryPlace | null {
  const direccion = Number((cart.address as { codigo?: unknown } | null)?.codigo);
  const sucursal = Number(cart.office?.value);
  if (cart.delivery === false && sucursal > 0) return { sucursal };
  if (direccion > 0) return { direccion };
  if (sucursal > 0) return { sucursal };
  return null;
}

export function truncateTitle(text: string, length = TITLE_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** The image URL of a line: names are served by the API's image route. */
export function itemImageUrl(item: Pick<CartItem, 'imagen'>): string | null {
  const name = item.imagen;
  if (!name) return null;
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/') || name.startsWith('data:')) return name;
  return `/api/imagenes/${name}`;
}
