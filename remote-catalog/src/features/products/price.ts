import type { Product } from '@botica/shared-contracts/catalog/entities';
import { discountedPrice } from '@botica/shared-contracts/format/money';

/** Current and previous price of a product: `precio` is the list price, `descuento` a percentage off it. */
export function productPrices(product: Pick<Product, 'precio' | 'precioSinDescuento' | 'descuento' | 'mostrarDescuento'>) {
  const hasDiscount = product.descuento > 0 && product.mostrarDescuento !== false;
  if (product.precioSinDescuento && product.precioSinDescuento > product.precio) {
    return { price: product.precio, before: product.precioSinDescuento, hasDiscount: true };
  }
  if (!hasDiscount) return { price: product.precio, before: undefined, hasDiscount: false };
  return { price: discountedPrice(product.precio, product.descuento), before: product.precio, hasDiscount: true };
}
