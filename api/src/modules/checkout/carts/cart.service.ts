import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { addLine, cartKindOf, inStock, lineTotals, toCartItem } from '@botica/shared-contracts/cart/quantity';
import type { SavedCart, SavedCartAnswer } from '@botica/shared-contracts/cart/saved-cart';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { paths } from '@botica/shared-contracts/routes/route-table';
import type { Calculation, SharedCartItem } from '@botica/shared-contracts/checkout/entities';
import { linesWithCalculation } from '@botica/shared-contracts/cart/calculated-lines';
import { inTransaction } from '../../../db/transaction.js';
import { applyPercentOff } from '../../catalog/pricing/pricing.js';
import type { ProductService } from '../../catalog/products/product.service.js';
import type { SessionCustomer } from '../../auth/auth.types.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { checkoutErrors } from '../checkout.errors.js';
import type { StoredCartItem } from '../checkout.table.js';
import type { CheckoutInput } from '../checkout-input.js';
import {
  type CartOwner,
  closeVisitorCarts,
  currentCart,
  deactivateSharedCart,
  insertCart,
  insertSharedCart,
  openCart,
  productsForCart,
  replaceDatosIfUnchanged,
  replaceItems,
  setState,
  sharedCart,
  takeFormToken,
  writeCurrentCart,
} from './cart.repository.js';

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The lines as the abandoned-cart calls keep them (`items`), next to the whole cart (`datos`). */
const storedItems = (cart: SavedCart): StoredCartItem[] =>
  cart.items.map((i) => ({ codigo: i.codigo, quantity: i.quantity, ...(i.esRegalo ? { esRegalo: true } : {}) }));

/** A new visitor cart's key: 24 random bytes, URL-safe (`CART_KEY_PATTERN`). */
export const newCartKey = () => randomBytes(24).toString('base64url');

/**
 * The shopper's cart on the server (decision 068: the one copy the cart pages are drawn from), saved (abandoned)
 * carts of customers, and shared carts (a link that fills another browser's cart).
 */
export class CartService {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly target: { db: Kysely<Database>; pglite: PGlite | null },
    private readonly publicUrl: string,
    private readonly products: ProductService,
  ) {
    this.db = target.db;
  }

  /** The owner's cart of that kind, as last written; null when they have none open. */
  async current(owner: CartOwner, oncologico: boolean): Promise<SavedCartAnswer> {
    const row = await currentCart(this.db, owner, oncologico);
    if (!row) return { carrito: null, carritoId: null };
    const datos = parse(row.datos) as Partial<SavedCart>;
    // a cart saved only through /cart/create has its lines but not how the page draws them
    const carrito = Array.isArray(datos.items) ? (datos as SavedCart) : null;
    return { carrito, carritoId: row.codigo };
  }

  /** The units in the owner's normal cart (the header's count, decision 079); 0 when they have none open. */
  async count(owner: CartOwner): Promise<number> {
    const { carrito } = await this.current(owner, false);
    return (carrito?.items ?? []).reduce((sum, line) => sum + line.quantity, 0);
  }

  /**
   * A calculation of the owner's cart of that kind: its lines keep what it applied to each (`linesWithCalculation`:
   * the payment-method discount, its percentage, the product's cap; spec 000 §3), so the cart read again (another
   * browser, the page the server draws) has them. Only when the cart still is what was calculated (the same products
   * and units, the same payment method) and was not changed meanwhile: a calculation of another cart writes nothing.
   */
  async notePricing(owner: CartOwner, oncologico: boolean, input: CheckoutInput, calc: Calculation): Promise<void> {
    const row = await currentCart(this.db, owner, oncologico);
    if (!row) return;
    const datos = parse(row.datos) as Partial<SavedCart>;
    if (!Array.isArray(datos.items) || !datos.items.length) return;
    const cart = datos as SavedCart;
    if ((cart.paymentMethod?.code ?? null) !== input.paymentCode) return;
    const units = new Map<number, number>();
    for (const item of cart.items) units.set(item.codigo, (units.get(item.codigo) ?? 0) + item.quantity);
    const calculated = new Map<number, number>();
    for (const line of input.lines) calculated.set(line.codigo, (calculated.get(line.codigo) ?? 0) + line.cantidad);
    if (units.size !== calculated.size || [...units].some(([codigo, n]) => calculated.get(codigo) !== n)) return;
    const items = linesWithCalculation(cart.items, calc.detalles, input.paymentCode);
    if (items === cart.items) return;
    await replaceDatosIfUnchanged(this.db, row.codigo, datos, { ...cart, items: [...items] });
  }

  /** Replaces the owner's cart of that kind with this one; answers its id. */
  write(owner: CartOwner, oncologico: boolean, carrito: SavedCart): Promise<number> {
    return writeCurrentCart(this.db, owner, oncologico, storedItems(carrito), carrito);
  }

  /**
   * A server-drawn "Agregar al carrito" (the product page's, a listing card's) posted as a form, before the page's
   * code came (decisions 071, 075): the line the browser's cart service would add, by the same rules (`toCartItem`,
   * `addLine`, `inStock`, `cartKindOf`; a card of the oncology world fills the oncology cart, as its button does), in
   * the owner's cart of that kind. A form's token is taken once per owner, in the transaction that adds the line:
   * the form posted again (a double click) adds nothing and is answered as the first. Answers the product, which
   * cart it went to, and whether this post added it.
   */
  async addFromForm(
    owner: CartOwner,
    form: { codigo: number; cantidad: number; token?: string; oncologico?: boolean },
    customer: SessionCustomer | null,
  ): Promise<{ product: Product; oncologico: boolean; added: boolean }> {
    const [product] = await this.products.cards([form.codigo], { customer });
    if (!product) throw checkoutErrors.productUnavailable(form.codigo);
    if (!inStock(product)) throw checkoutErrors.soldOut();
    const item = toCartItem(product, form.cantidad);
    const oncologico = cartKindOf(item, form.oncologico ?? false);
    return inTransaction(this.target, async (trx) => {
      if (form.token) {
        const earlier = await takeFormToken(trx, owner, form.token, oncologico);
        if (earlier) return { product, oncologico: earlier.oncologico, added: false };
      }
      const current = await currentCart(trx, owner, oncologico);
      const datos = current ? (parse(current.datos) as Partial<SavedCart>) : null;
      const cart: SavedCart = datos && Array.isArray(datos.items) ? (datos as SavedCart) : { items: [] };
      const added = addLine(cart.items, item);
      if (!added.ok) throw checkoutErrors.lineFull(added.message);
      const next: SavedCart = { ...cart, items: added.items, lineas: lineTotals(added.items), recalculado: false };
      await writeCurrentCart(trx, owner, oncologico, storedItems(next), next);
      return { product, oncologico, added: true };
    });
  }

  /** The product page's path, for the way back from a form that could not be taken; null for an unknown product. */
  async productPath(codigo: number): Promise<string | null> {
    const [product] = await this.products.cards([codigo], {});
    return product ? paths.product(product.codigo, product.slug) : null;
  }

  /**
   * A visitor logged in: their carts become the customer's, in one transaction, and are closed. The rule the shop
   * always had: the cart the shopper filled before logging in is their cart after it (the browser's cart stayed as
   * it was), so a visitor's cart with lines replaces the customer's of that kind; an empty one, or a key without an
   * open cart, leaves the customer's as it is.
   */
  async merge(customer: number, clave: string): Promise<void> {
    await inTransaction(this.target, async (trx) => {
      for (const oncologico of [false, true]) {
        const visitor = await currentCart(trx, { clave }, oncologico);
        const from = visitor ? (parse(visitor.datos) as Partial<SavedCart>) : null;
        if (!from || !Array.isArray(from.items) || !from.items.length) continue;
        await writeCurrentCart(trx, { customer }, oncologico, storedItems(from as SavedCart), from);
      }
      await closeVisitorCarts(trx, clave);
    });
  }

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
