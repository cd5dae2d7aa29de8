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

export const MAX_REACHED = `Alcanzaste el máximo de ${MAX_LINE_QUANTITY} unidades de este producto.`;

/**
 * Adding a product to a cart's lines (spec 000 §4 "Add to cart"), the one rule the browser's cart service and the
 * API's form post apply: a new line with the quantity asked (1 to 12), or the existing line increased, never above
 * 12; a line already at 12 refuses with `MAX_REACHED`.
 */
export function addLine(
  items: readonly CartItem[],
  item: CartItem,
): { ok: true; items: CartItem[] } | { ok: false; message: string } {
  const wanted = clampQuantity(item.quantity);
  const existing = items.find((line) => line.codigo === item.codigo);
  if (existing && existing.quantity >= MAX_LINE_QUANTITY) return { ok: false, message: MAX_REACHED };
  return {
    ok: true,
    items: existing
      ? items.map((line) => (line.codigo === item.codigo ? { ...line, ...item, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + wanted) } : line))
      : [...items, { ...item, quantity: wanted }],
  };
}

/**
 * `lineas` (spec 000 §3): for each category line that has a cap, the units of the cart's lines that belong to it,
 * by the line's code. Kept with every change of the lines.
 */
export function lineTotals(items: readonly CartItem[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of items) {
    const code = item.topeLineaCategoria?.licaCodigo;
    if (code === undefined || code === null) continue;
    totals[String(code)] = (totals[String(code)] ?? 0) + item.quantity;
  }
  return totals;
}

/**
 * Whether a product can be bought at all (spec 000 §4 Availability): not discontinued and stock above 0 somewhere
 * (a product whose stock is not told counts as stocked). A chosen address or branch narrows it to that place's
 * stock, which the product page asks separately.
 */
export function inStock(product: Pick<Product, 'existencias' | 'descontinuado'>): boolean {
  return product.descontinuado !== 'S' && (product.existencias === undefined || product.existencias > 0);
}

/** The cart a product goes to: an oncology product is sold only through the oncology cart (spec 000 §2). */
export const cartKindOf = (item: Pick<CartItem, 'oncologico'>, oncologico = false): boolean => item.oncologico ?? oncologico;

/**
 * The one-time token of a server-drawn "Agregar al carrito" form (decision 075): 16 random bytes, URL-safe, drawn
 * anew with every form, so a form posted twice (a double click before the page's code came) adds once.
 */
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newFormToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
    descuentosFormas: product.descuentosFormas.flatMap((d) => (d.formaCodigo === undefined ? [] : [{ formaCodigo: d.formaCodigo, porcentaje: d.porcentaje }])),
    regalo: product.regalo === true,
    ...(product.iva === undefined ? {} : { iva: product.iva }),
    acondicionado: { codigo: product.esRefrigerado ? REFRIGERATED : 0 },
  };
}

/** `acondicionado.codigo` of a refrigerated product (spec 000 §3). */
export const REFRIGERATED = 1;
