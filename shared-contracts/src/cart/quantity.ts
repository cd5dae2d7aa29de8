import type { Product } from '../catalog/entities';
import type { CartItem } from './entities';

/**
 * The quantity of a cart line (spec 000 §5), the one rule every counter and the cart service apply: at least 1,
 * at most 12; a non-positive value becomes its absolute value (or 1).
 */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 12;

export function clampQuantity(value: number, max: number = MAX_LINE_QUANTITY): number {
  if (!Number.isFinite(value)) return MIN_LINE_QUANTITY;
  const whole = Math.abs(Math.trunc(value));
  return Math.min(max, Math.max(MIN_LINE_QUANTITY, whole));
}

/**
 * One press of a counter's plus or minus (spec 000 §4 "Change quantity": respects the step): a product sold by
 * sets of `step` units (a 2x1, a 3x2) moves to the next or previous multiple of the step, never below 1 nor above
 * the cap; a step of 1 moves by one unit.
 */
export function stepQuantity(value: number, direction: 1 | -1, step = 1, max: number = MAX_LINE_QUANTITY): number {
  const size = Number.isFinite(step) && step >= 1 ? Math.trunc(step) : 1;
  const current = clampQuantity(value, Math.max(max, MIN_LINE_QUANTITY));
  const next = direction === 1 ? (Math.floor(current / size) + 1) * size : (Math.ceil(current / size) - 1) * size;
  return clampQuantity(next < MIN_LINE_QUANTITY ? MIN_LINE_QUANTITY : next, max);
}

// ---------------------------------------------------------------------------
// The cart line a product makes (catalog and content add products; checkout owns the cart). Kept in this
// module, which the host already provides at boot, so the pages that add products load no extra file.
// ---------------------------------------------------------------------------

/**
 * What a card or a product page shows of a product's prices, as the API decided them (see `ProductSchema`):
 * `price` is what the shopper pays, `before` the list price struck through when the product has a discount to
 * show. No arithmetic happens here: the server computes every price.
 */
export function productPrices(product: Pick<Product, 'precio' | 'precioSinDescuento' | 'mostrarDescuento'>) {
  const hasDiscount =
    product.mostrarDescuento !== false && product.precioSinDescuento !== undefined && product.precioSinDescuento > product.precio;
  return { price: product.precio, before: hasDiscount ? product.precioSinDescuento : undefined, hasDiscount };
}

/** The cart line a product makes: what checkout's cart needs to know of it. */
export function toCartItem(product: Product, quantity: number): CartItem {
  const { price, before } = productPrices(product);
  return {
    codigo: product.codigo,
    descripcion: product.descripcion,
    precio: price,
    quantity,
    imagen: product.fotoPrincipal?.nombre ?? null,
    slug: product.slug,
    precioSinDescuento: before ?? product.precio,
    descuento: product.descuento,
    esControlado: (product.codigoControl ?? 1) > 1,
    esRefrigerado: product.esRefrigerado ?? false,
    ...(product.oncologico ? { oncologico: true } : {}),
    codigoControl: product.codigoControl ?? 1,
    marca: product.marca ? { descripcion: product.marca.descripcion } : null,
    stock: product.existencias,
    descuentoPorCantidad: product.descuentoPorCantidad
      ? {
          step: product.descuentoPorCantidad.step,
          porcentajeDescuento: product.descuentoPorCantidad.porcentajeDescuento,
          promocion: product.descuentoPorCantidad.promocion,
          mensaje: product.descuentoPorCantidad.mensaje ?? null,
        }
      : null,
    topeLineaCategoria: product.topeLineaCategoria ?? null,
  };
}
