import toast from 'react-hot-toast';
import { request } from '@botica/shared-contracts/events/bus';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { productPrices } from '../price';

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

/**
 * Adds the product through the cart owner's `checkout:add-to-cart` command; checkout applies its quantity rule
 * and shows the toast. Only a cart service that never answers (checkout unreachable) is told here.
 */
export async function addProduct(product: Product, quantity = 1): Promise<boolean> {
  try {
    const reply = await request('checkout:add-to-cart', { item: toCartItem(product, quantity) });
    return reply.ok;
  } catch {
    toast.error(MESSAGES.generic);
    return false;
  }
}
