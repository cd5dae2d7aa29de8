import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { ShareCartResponseSchema } from '@botica/shared-contracts/checkout/responses';
import { api, QUIET } from '../../../app/api-client';

/** `POST /carrito`: the link to a copy of these lines. Quiet: a failure has its own message (spec 000 §8). */
export async function shareCart(items: readonly Pick<CartItem, 'codigo' | 'quantity'>[]): Promise<string> {
  const detalles = items.map(({ codigo, quantity }) => ({ codigo, quantity }));
  const answer = await call(async () => v.parse(ShareCartResponseSchema, await api.post('carrito', { json: { detalles }, ...QUIET }).json()));
  return answer.result.url;
}
