import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { ShareCartDecodeResponseSchema } from '@botica/shared-contracts/checkout/responses';
import { api } from '../../../app/api-client';

/** `POST /carrito/decode`: the shared lines, priced now, as cart lines. */
export async function openSharedCart(token: string): Promise<CartItem[]> {
  const answer = await call(async () =>
    v.parse(ShareCartDecodeResponseSchema, await api.post('carrito/decode', { json: { token, active: true } }).json()),
  );
  return answer.result.items.map((item) => ({
    codigo: item.codigo,
    descripcion: item.descripcion,
    slug: item.slug,
    precio: item.precio,
    precioSinDescuento: item.precioSinDescuento,
    descuento: item.descuento,
    imagen: item.imagen,
    quantity: item.quantity,
    esControlado: item.esControlado,
    esRefrigerado: item.esRefrigerado,
    codigoControl: item.codigoControl,
  }));
}
