import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { SavedCartResponseSchema } from '@botica/shared-contracts/cart/saved-cart';
import { api, QUIET } from '../../../app/api-client';
import type { SavedCartApi } from '../state/cart.server-copy';

/** The most a save may carry and still outlive its page: the browser keeps 64 KiB for requests that do. */
const KEEPALIVE_BYTES = 60_000;

/**
 * `GET` and `PUT /cart/actual` (decisions 068, 079): the cart cookie (Path /) names a visitor's cart on every call.
 * Background calls: a failure is only logged, the change stays in the write-behind buffer and is sent again later.
 * A save outlives the page that made it (`keepalive`): a shopper who adds and at once goes to another page finds the
 * cart there, drawn by the server, with the line.
 */
export const savedCartApi: SavedCartApi = {
  read: (oncologico) =>
    call(async () => v.parse(SavedCartResponseSchema, await api.get('cart/actual', { searchParams: { oncologico: String(oncologico) }, ...QUIET }).json())).then(
      (r) => r.result,
    ),
  write: (oncologico, carrito) => {
    const body = JSON.stringify({ oncologico, carrito });
    return call(async () =>
      v.parse(
        SavedCartResponseSchema,
        await api.put('cart/actual', { body, headers: { 'content-type': 'application/json' }, keepalive: new Blob([body]).size <= KEEPALIVE_BYTES, ...QUIET }).json(),
      ),
    ).then((r) => r.result);
  },
};
