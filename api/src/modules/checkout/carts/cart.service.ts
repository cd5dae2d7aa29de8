import { randomBytes } from 'node:crypto';
import type { SharedCartItem } from '@botica/shared-contracts/checkout/entities';
import { applyPercentOff } from '../../catalog/pricing/pricing.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { checkoutErrors } from '../checkout.errors.js';
import type { StoredCartItem } from '../checkout.table.js';
import { deactivateSharedCart, insertCart, insertSharedCart, openCart, productsForCart, replaceItems, setState, sharedCart } from './cart.repository.js';

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Saved (abandoned) carts of customers and shared carts (a link that fills another browser's cart). */
export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly publicUrl: string,
  ) {}

  /** Saves the cart: the open cart of that id is updated, otherwise a new one is kept. Answers its id. */
  async save(customer: number, items: StoredCartItem[], cartId: number | null, oncologico: boolean): Promise<number> {
    if (cartId !== null && (await replaceItems(this.db, customer, cartId, items))) return cartId;
    return insertCart(this.db, customer, items, oncologico);
  }

  /** Takes a product off the saved cart; a cart left empty is closed. */
  async removeItem(customer: number, cartId: number, codigo: number) {
    const cart = await openCart(this.db, customer, cartId);
    if (!cart) throw checkoutErrors.cartNotFound();
    const items = parse(cart.items).filter((i) => i.codigo !== codigo);
    if (cart.estado !== 'ABIERTO') return { carritoId: cartId, estado: cart.estado };
    if (!items.length) {
      await setState(this.db, customer, cartId, 'CERRADO');
      return { carritoId: cartId, estado: 'CERRADO' };
    }
    await replaceItems(this.db, customer, cartId, items);
    return { carritoId: cartId, estado: 'ABIERTO' };
  }

  async setState(customer: number, cartId: number, estado: 'CERRADO' | 'FINALIZADO') {
    if (!(await setState(this.db, customer, cartId, estado))) throw checkoutErrors.cartNotFound();
    return { carritoId: cartId, estado };
  }

  async share(detalles: { codigo: number; quantity: number }[], customer: number | null) {
    const token = randomBytes(12).toString('base64url');
    await insertSharedCart(this.db, token, detalles, customer);
    return { token, url: `${this.publicUrl.replace(/\/$/, '')}/compartir-carrito/${token}` };
  }

  /** The shared items priced now from the catalogue (products no longer sold are left out). */
  async open(token: string, opts: { active?: boolean; customer?: number | null } = {}): Promise<SharedCartItem[]> {
    const shared = await sharedCart(this.db, token);
    if (!shared || !shared.activo) throw checkoutErrors.sharedCartNotFound();
    if (opts.active === false && opts.customer && shared.customer_codigo === opts.customer) await deactivateSharedCart(this.db, token, opts.customer);
    const detalles = parse(shared.detalles);
    const products = new Map((await productsForCart(this.db, detalles.map((d) => d.codigo))).map((p) => [p.codigo, p]));
    return detalles.flatMap((d) => {
      const p = products.get(d.codigo);
      if (!p) return [];
      return [
        {
          codigo: p.codigo,
          descripcion: p.descripcion,
          slug: p.slug,
          precio: applyPercentOff(p.precio, p.descuento),
          precioSinDescuento: p.precio,
          descuento: p.descuento,
          imagen: p.foto,
          quantity: d.quantity,
          esControlado: p.codigo_control > 1,
          esRefrigerado: p.es_refrigerado,
          codigoControl: p.codigo_control,
        },
      ];
    });
  }
}
