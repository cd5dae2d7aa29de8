import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { CART_KEY_HEADER, SavedCartResponseSchema } from '@botica/shared-contracts/cart/saved-cart';
import { paths } from '@botica/shared-contracts/routes/route-table';
import { api, QUIET } from '../../../app/api-client';
import type { SavedCartApi } from '../state/cart.server-copy';

/** A visitor's calls name their cart by its key; a customer's session names theirs. */
const named = (clave: string | null) => (clave ? { headers: { [CART_KEY_HEADER]: clave } } : {});

/**
 * `GET` and `PUT /cart/actual` (decision 068), the read through the host's `/carrito/actual` (decision 071). Background
 * calls: a failure is only logged, this browser keeps its copy of the cart and sends it again later.
 */
export const savedCartApi: SavedCartApi = {
  read: (oncologico, clave) =>
    call(async () =>
      v.parse(
        SavedCartResponseSchema,
        // read under the cart cookie's path (the host sends it to `GET /api/cart/actual`), so the cookie names the
        // cart: one the product page's form filled before this page's code came, or a newer one than the stored key's
        // (decision 071); the answer's key is kept from then on
        await api.get(paths.cartRead.slice(1), { prefixUrl: location.origin, searchParams: { oncologico: String(oncologico) }, ...named(clave), ...QUIET }).json(),
      ),
    ).then((r) => r.result),
  write: (oncologico, carrito, clave) =>
    call(async () => v.parse(SavedCartResponseSchema, await api.put('cart/actual', { json: { oncologico, carrito }, ...named(clave), ...QUIET }).json())).then(
      (r) => r.result,
    ),
};
