import type { CartItem } from './entities';
import type { Product } from '../catalog/entities';

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
