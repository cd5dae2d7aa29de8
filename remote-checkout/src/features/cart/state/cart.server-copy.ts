import type { SavedCart, SavedCartAnswer } from '@botica/shared-contracts/cart/saved-cart';
import { parseStoredCart } from './cart.logic';
import type { StoredCart } from './cart.model';

/** `GET` and `PUT /cart/actual`: the shopper's cart as the API keeps it (decision 068). */
export interface SavedCartApi {
  read: (oncologico: boolean, clave: string | null) => Promise<SavedCartAnswer>;
  write: (oncologico: boolean, carrito: SavedCart, clave: string | null) => Promise<SavedCartAnswer>;
}

/** The key under which the saved cart's id is also kept on its own (spec 000 §3 "carrito_Id"). */
export const CART_ID_KEY = 'carrito_Id';
/** A visitor's cart key, which the API answered (the cart cookie carries it too, for the cart page's document). */
export const CART_KEY_STORAGE = 'carrito_clave';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function keep(key: string, value: string | number | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, String(value));
  } catch {
    /* storage blocked: the id lives in the cart, the key in the cookie of the cart page */
  }
}

export const storeCartId = (id: number | null) => keep(CART_ID_KEY, id);
export const storeCartKey = (clave: string | null) => keep(CART_KEY_STORAGE, clave);
export function cartKey(): string | null {
  try {
    return storage()?.getItem(CART_KEY_STORAGE) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser's copy holds a change the server has not taken yet: marked so by every change until its
 * save answers; a cart stored before the server kept carts (no mark) counts as one when it holds anything (lines,
 * an address or a branch).
 */
export const unsaved = (cart: StoredCart) =>
  cart.synced === false || (cart.synced === undefined && (cart.items.length > 0 || cart.address !== null || cart.office !== null));

/** What the server keeps of a cart: its lines and the checkout's choices (the amounts are the calculation's). */
export function savedOf(cart: StoredCart): SavedCart {
  const direccion = cart.office?.data?.direccion;
  const office = cart.office
    ? {
        label: cart.office.label,
        value: cart.office.value,
        departamento: cart.office.departamento ?? null,
        ciudad: cart.office.ciudad ?? null,
        // the address "Retirás en …" shows: a page drawn from the server's copy shows it too
        data: typeof direccion === 'string' ? { direccion } : null,
      }
    : null;
  return {
    items: cart.items,
    address: cart.address,
    office,
    paymentMethod: cart.paymentMethod,
    delivery: cart.delivery,
    tipoEntrega: cart.tipoEntrega,
    entrega: cart.entrega,
    obs: cart.obs,
    giftCodigo: cart.giftCodigo,
    cuponCodigo: cart.cuponCodigo,
    bolsa: cart.bolsa,
    lineas: cart.lineas,
    recalculado: cart.recalculado,
  };
}

/** The cart the server answered, as this browser keeps it (an empty one when the shopper has none). */
export function storedOf(answer: Pick<SavedCartAnswer, 'carrito' | 'carritoId'>, oncologico: boolean): StoredCart {
  const cart = parseStoredCart(JSON.stringify(answer.carrito ?? { items: [] }), oncologico);
  return { ...cart, cartId: answer.carritoId, synced: true };
}
