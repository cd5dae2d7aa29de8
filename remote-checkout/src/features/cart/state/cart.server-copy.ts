import type { SavedCart, SavedCartAnswer } from '@botica/shared-contracts/cart/saved-cart';
import { parseStoredCart } from './cart.logic';
import type { StoredCart } from './cart.model';

/**
 * `GET` and `PUT /cart/actual`: the shopper's cart as the API keeps it (decisions 068, 079), the customer's by their
 * session, a visitor's by the cart cookie, which every call brings.
 */
export interface SavedCartApi {
  read: (oncologico: boolean) => Promise<SavedCartAnswer>;
  write: (oncologico: boolean, carrito: SavedCart) => Promise<SavedCartAnswer>;
}

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

/** A cart the server keeps (or a change of it not sent yet) as the page holds it; an empty one for none. */
export function storedOf(carrito: SavedCart | null, oncologico: boolean, cartId: number | null = null): StoredCart {
  return { ...parseStoredCart(JSON.stringify(carrito ?? { items: [] }), oncologico), cartId };
}
