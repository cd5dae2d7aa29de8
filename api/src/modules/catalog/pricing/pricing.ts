import type { Product } from '@botica/shared-contracts/catalog/entities';
import { sql } from 'kysely';

/**
 * The shop's one home of discount arithmetic (spec 000 §9: "Product discount is the price minus the rounded
 * percentage"). The server decides every price; the browser only displays `precio`, `precioSinDescuento` and
 * `descuento` as the API sends them (see their meaning on `ProductSchema`).
 */

/** A percentage of an amount, rounded to whole guaraníes (half a guaraní up): every discount is one of these. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/** A price after a percentage off it: the price minus the rounded percentage, in whole guaraníes. */
export function applyPercentOff(price: number, percent: number): number {
  return price - percentOf(price, percent);
}

/** What the shopper pays per unit, as SQL on the products table `p` (same rule as `applyPercentOff`). */
export const unitPriceSql = sql<number>`(p.precio - round(p.precio * p.descuento / 100.0))`;

/**
 * The price fields of a product from its list price and its product discount (a whole percentage):
 * `precio` what the shopper pays per unit, `precioSinDescuento` the list price, `descuento` the percentage,
 * `mostrarDescuento` whether the page shows the list price struck through and the percentage badge.
 */
export function productPricing(listPrice: number, percent: number): Pick<Product, 'precio' | 'precioSinDescuento' | 'descuento' | 'mostrarDescuento'> {
  const precio = applyPercentOff(listPrice, percent);
  return { precio, precioSinDescuento: listPrice, descuento: percent, mostrarDescuento: percent > 0 && precio < listPrice };
}

/** The unit price with a payment method's discount, which applies to what the shopper pays (`precio`). */
export function paymentMethodPrice(precio: number, percent: number): number {
  return applyPercentOff(precio, percent);
}
