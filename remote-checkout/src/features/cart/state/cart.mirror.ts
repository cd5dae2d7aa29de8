import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { parseStoredCart } from './cart.logic';
import type { StoredCart } from './cart.model';
import { readPageCookie, writePageCookie } from '../../../app/page-cookie';

/**
 * A copy of the stored cart in a cookie, so the server can draw the checkout page (docs/decisions/040): the
 * cart lives in the browser's localStorage, which the server never sees. localStorage stays the only source of
 * truth: the mirror is written from it on every save and at every page start, the server draws with it, and the
 * browser hydrates that drawing and then renders its own cart (a stale mirror costs a re-render, never a wrong
 * amount: every amount comes from the calculation of the cart on screen).
 *
 * Each cookie is sent only with its own page's document (Path), holds only what the page draws and prices, and
 * is bounded: a cart too large for it has no mirror (its page is drawn in the browser, as before).
 */
export const MIRROR_COOKIES = {
  normal: { name: 'carrito_espejo', path: '/carrito' },
  oncologico: { name: 'carrito_oncologicos_espejo', path: '/carrito-oncologicos' },
} as const;

/** The most a mirror's value may take (encoded), well under a browser's 4096 bytes per cookie. */
export const MAX_MIRROR_BYTES = 3000;

/** Thirty days, renewed by every visit: a cart is kept longer than a session. */
const MAX_AGE_S = 30 * 24 * 3600;

const cookieOf = (oncologico: boolean) => (oncologico ? MIRROR_COOKIES.oncologico : MIRROR_COOKIES.normal);

/** The line as the page draws and prices it. */
function mirrorItem(item: CartItem): CartItem {
  return {
    codigo: item.codigo,
    descripcion: item.descripcion,
    precio: item.precio,
    quantity: item.quantity,
    ...(item.imagen != null ? { imagen: item.imagen } : {}),
    ...(item.marca ? { marca: { descripcion: item.marca.descripcion } } : {}),
    ...(item.topeLineaCategoria ? { topeLineaCategoria: item.topeLineaCategoria } : {}),
    ...(item.esRegalo ? { esRegalo: true } : {}),
    ...(item.esControlado ? { esControlado: true } : {}),
    ...(item.esRefrigerado ? { esRefrigerado: true } : {}),
  };
}

/** The part of the cart the checkout page draws and sends to the calculation; null for an empty cart. */
export function mirrorOf(cart: StoredCart): Partial<StoredCart> | null {
  if (!cart.items.length) return null;
  return {
    items: cart.items.map(mirrorItem),
    address: cart.address,
    office: cart.office ? { label: cart.office.label, value: cart.office.value, departamento: cart.office.departamento ?? null, ciudad: cart.office.ciudad ?? null } : null,
    paymentMethod: cart.paymentMethod,
    delivery: cart.delivery,
    tipoEntrega: cart.tipoEntrega,
    entrega: cart.entrega,
    obs: cart.obs,
    giftCodigo: cart.giftCodigo,
    cuponCodigo: cart.cuponCodigo,
    bolsa: cart.bolsa,
    shipping: cart.shipping,
    giftCardMonto: cart.giftCardMonto,
  };
}

/** The cookie's value for a cart, or null when it has no mirror (empty, or larger than MAX_MIRROR_BYTES). */
export function mirrorValue(cart: StoredCart): string | null {
  const mirror = mirrorOf(cart);
  if (!mirror) return null;
  const value = encodeURIComponent(JSON.stringify(mirror));
  return value.length <= MAX_MIRROR_BYTES ? value : null;
}

/** Writes (or removes) the cart's mirror in this browser; nothing where there is no document (the server). */
export function writeMirror(cart: StoredCart): void {
  if (typeof document === 'undefined') return;
  writePageCookie(cookieOf(cart.oncologico === true), mirrorValue(cart), MAX_AGE_S);
}

/** The cart a request's Cookie header mirrors, or null (no mirror, or one that cannot be read). */
export function readMirror(cookieHeader: string | undefined, oncologico: boolean): StoredCart | null {
  const raw = readPageCookie(cookieHeader, cookieOf(oncologico).name);
  if (!raw || raw.length > MAX_MIRROR_BYTES) return null;
  let json: string;
  try {
    json = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const cart = parseStoredCart(json, oncologico);
  const valid = cart.items.every(
    (i) => Number.isInteger(i.codigo) && typeof i.descripcion === 'string' && Number.isInteger(i.precio) && Number.isInteger(i.quantity) && i.quantity >= 1,
  );
  return cart.items.length && valid ? cart : null;
}
