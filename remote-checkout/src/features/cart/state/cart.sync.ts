import type { StoredCart } from './cart.model';

/** The saved-cart calls (spec 000 §7 `/cart/create`, `/cart/delete`, `/cart/estado_carrito`, `/cart/finish`). */
export interface CartSyncApi {
  /** Whether the shop saves carts on the server (the abandoned-cart setting). */
  enabled: () => Promise<boolean>;
  create: (body: { items: { codigo: number; quantity: number; esRegalo?: boolean }[]; cartId: string | number | null; oncologico: boolean }) => Promise<number>;
  deleteItem: (carritoId: number, codigo: number) => Promise<void>;
  close: (carritoId: number) => Promise<void>;
  finish: (carritoId: number) => Promise<void>;
}

/** The key under which the saved cart's id is also kept on its own (spec 000 §3 "carrito_Id"). */
export const CART_ID_KEY = 'carrito_Id';

export function storeCartId(id: string | number | null): void {
  try {
    if (id === null) globalThis.localStorage?.removeItem(CART_ID_KEY);
    else globalThis.localStorage?.setItem(CART_ID_KEY, String(id));
  } catch {
    /* storage blocked: the id lives in the cart */
  }
}

export const numericCartId = (id: StoredCart['cartId']): number | null => {
  const n = Number(id);
  return id !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Follows the cart actions of spec 000 §4 on the server when the setting is on: an add saves the cart and keeps
 * the id answered; a removal with a saved id deletes the line there, and the last one closes the saved cart
 * (the id is forgotten); a placed order marks it finished. With the setting off nothing is sent.
 */
export class CartSync {
  private setting: Promise<boolean> | null = null;

  constructor(private readonly http: CartSyncApi) {}

  private on(): Promise<boolean> {
    this.setting ??= this.http.enabled().catch(() => {
      this.setting = null;
      return false;
    });
    return this.setting;
  }

  /** After an add: saves the whole cart (updating the saved one whose id it had) and answers the id to keep. */
  async added(cart: StoredCart, previousId: StoredCart['cartId']): Promise<number | null> {
    if (!(await this.on())) return null;
    try {
      return await this.http.create({
        items: cart.items.map((i) => ({ codigo: i.codigo, quantity: i.quantity, ...(i.esRegalo ? { esRegalo: true } : {}) })),
        cartId: numericCartId(previousId),
        oncologico: cart.oncologico === true,
      });
    } catch {
      return null;
    }
  }

  /** After a removal: the server forgets the line, or closes the cart when nothing remains. */
  async removed(id: number, empty: boolean, codigo: number): Promise<void> {
    if (!(await this.on())) return;
    try {
      if (empty) await this.http.close(id);
      else await this.http.deleteItem(id, codigo);
    } catch {
      /* the saved cart stays as it was: only the follow-up e-mail is affected */
    }
  }

  /** After the whole cart was emptied by the shopper. */
  async cleared(id: number): Promise<void> {
    if (!(await this.on())) return;
    await this.http.close(id).catch(() => undefined);
  }

  /** After the order was placed with this cart. */
  async finished(id: number): Promise<void> {
    if (!(await this.on())) return;
    await this.http.finish(id).catch(() => undefined);
  }
}
