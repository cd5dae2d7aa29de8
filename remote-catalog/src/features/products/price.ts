import type { Product } from '@botica/shared-contracts/catalog/entities';

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
