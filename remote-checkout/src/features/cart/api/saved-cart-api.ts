import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { SavedCartResponseSchema } from '@botica/shared-contracts/cart/saved-cart';
import { api, QUIET } from '../../../app/api-client';
import type { SavedCartApi } from '../state/cart.server-copy';

/**
 * `GET` and `PUT /cart/actual` (decisions 068, 079): the cart cookie (Path /) names a visitor's cart on every call.
 * Background calls: a failure is only logged, the change stays in the write-behind buffer and is sent again later.
 */
export const savedCartApi: SavedCartApi = {
  read: (oncologico) =>
    call(async () => v.parse(SavedCartResponseSchema, await api.get('cart/actual', { searchParams: { oncologico: String(oncologico) }, ...QUIET }).json())).then(
      (r) => r.result,
    ),
  write: (oncologico, carrito) =>
    call(async () => v.parse(SavedCartResponseSchema, await api.put('cart/actual', { json: { oncologico, carrito }, ...QUIET }).json())).then((r) => r.result),
};
