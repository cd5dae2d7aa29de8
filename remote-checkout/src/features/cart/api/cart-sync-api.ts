import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { SettingsResponseSchema } from '@botica/shared-contracts/catalog/responses';
import { CartCreateResponseSchema, CartStateResponseSchema } from '@botica/shared-contracts/checkout/responses';
import { api, QUIET } from '../../../app/api-client';
import type { CartSyncApi } from '../state/cart.sync';

/** The shop parameter that turns the saved (abandoned) cart on: 'S' saves every change of a logged-in cart. */
export const ABANDONED_CART_PARAMETER = 'CARRITO_ABANDONADO';

const post = <S extends v.GenericSchema>(path: string, json: unknown, schema: S) =>
  call(async () => v.parse(schema, await api.post(path, { json, ...QUIET }).json()));

/**
 * Spec 000 §7 `/cart/*` calls. Background calls: a failure (a visitor's 401 included) is only logged, the
 * browser's cart goes on as it is.
 */
export const cartSyncApi: CartSyncApi = {
  enabled: () =>
    call(async () => v.parse(SettingsResponseSchema, await api.get('configuraciones', QUIET).json())).then(
      (r) => r.result.valores[ABANDONED_CART_PARAMETER] === 'S',
    ),
  create: (body) => post('cart/create', body, CartCreateResponseSchema).then((r) => r.result.card_id),
  deleteItem: (carritoId, codigo) => post('cart/delete', { carritoId, codigo }, CartStateResponseSchema).then(() => undefined),
  close: (carritoId) => post('cart/estado_carrito', { carritoId }, CartStateResponseSchema).then(() => undefined),
  finish: (carritoId) => post('cart/finish', { carritoId }, CartStateResponseSchema).then(() => undefined),
};
