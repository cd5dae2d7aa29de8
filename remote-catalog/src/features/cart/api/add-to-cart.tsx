import toast from 'react-hot-toast';
import { request } from '@botica/shared-contracts/events/bus';
import type { CartItem, CartSummary } from '@botica/shared-contracts/cart/entities';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { productPrices } from '../../products/price';

type AddResult = { ok: true; summary: CartSummary } | { ok: false; message: string };

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

/** Asks the cart service (checkout) to add the product and tells the shopper the outcome. */
export async function addToCart(product: Product, quantity = 1): Promise<boolean> {
  let result: AddResult;
  try {
    result = await request<'checkout:add-to-cart', AddResult>('checkout:add-to-cart', { item: toCartItem(product, quantity) });
  } catch {
    toast.error(MESSAGES.generic);
    return false;
  }
  if (!result.ok) {
    toast.error(result.message);
    return false;
  }
  const { count, subtotal } = result.summary;
  toast.success(
    <span data-testid="cat-added-toast">
      <strong>{MESSAGES.addedToCart}</strong>
      <br />
      Sub total del carrito: {formatGs(subtotal)} ({count} {count === 1 ? 'producto' : 'productos'})
    </span>,
  );
  return true;
}
