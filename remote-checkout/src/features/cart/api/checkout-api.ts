import toast from '@botica/platform/toast';
import * as v from 'valibot';
import { call, createApiClient, getJson, sendJson } from '@botica/platform/http/client';
import type { CalculationRequest, OrderPayload } from '@botica/shared-contracts/checkout/payloads';
import { CARD_PROVIDER_SEGMENT, CardsResponseSchema } from '@botica/shared-contracts/account/cards';
import {
  AddressesResponseSchema,
  BranchesResponseSchema,
  CalculationResponseSchema,
  DeliverySlotsResponseSchema,
  GiftCardCheckResponseSchema,
  GiftVerifyResponseSchema,
  LocationsResponseSchema,
  OrderCreatedResponseSchema,
  OrderResponseSchema,
} from '@botica/shared-contracts/checkout/responses';
import { SessionStateResponseSchema } from '@botica/shared-contracts/customer/entities';
import { SavedCartResponseSchema } from '@botica/shared-contracts/cart/saved-cart';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * Checkout's one API client: a failure of a background read (status 500 or no answer) gets the generic toast;
 * the order call's failures are shown by the screen (its first error), a 401 is the HTTP client's.
 */
export const api = createApiClient({
  onError: (error, context) => {
    if (error.status >= 500 && !context.quiet && !context.ownToast) toast.error(MESSAGES.generic, { id: 'checkout-generic-error' });
  },
});

/** The reads below take another client on the server (the page's server render, src/server/render.tsx). */
type Client = typeof api;

export const fetchCalculation = (oncologico: boolean, body: CalculationRequest, client: Client = api) =>
  sendJson(client, 'post', oncologico ? 'peticiones/calcular/web-oncologicos' : 'peticiones/calcular/web', body, CalculationResponseSchema).then(
    (r) => r.result,
  );

/** The shopper's cart as the server keeps it (`GET /cart/actual`), which the server render draws the cart page from. */
export const fetchSavedCart = (oncologico: boolean, client: Client = api) =>
  getJson(client, 'cart/actual', SavedCartResponseSchema, { searchParams: { oncologico: String(oncologico) } }).then((r) => r.result);

export const fetchCustomer = (client: Client = api) => getJson(client, 'customers/sesion', SessionStateResponseSchema).then((r) => r.result);
/** The customer's saved cards (`GET /bancard/tarjetas`, spec 001 §7). */
export const fetchSavedCards = (client: Client = api) => getJson(client, `${CARD_PROVIDER_SEGMENT}/tarjetas`, CardsResponseSchema).then((r) => r.data.cards);
export const fetchAddresses = (client: Client = api) => getJson(client, 'direcciones', AddressesResponseSchema).then((r) => r.results);
export const fetchDepartments = () => getJson(api, 'ubicaciones', LocationsResponseSchema).then((r) => r.results);
export const fetchCities = (departamento: number) =>
  getJson(api, `ubicaciones/${departamento}/hijos`, LocationsResponseSchema).then((r) => r.results);
export const fetchBranches = (ciudad: number) =>
  getJson(api, 'sucursales', BranchesResponseSchema, { searchParams: { ciudad } }).then((r) => r.results);
export const fetchDeliverySlots = () => getJson(api, 'carrito/entrega/horarios', DeliverySlotsResponseSchema).then((r) => r.results);
export const fetchOrder = (codigo: number | string, client: Client = api) =>
  getJson(client, `peticiones/${encodeURIComponent(String(codigo))}`, OrderResponseSchema).then((r) => r.result);

/** `GET /peticiones/solicitud/{id}`: the order reached by its tokenPeticion (the purchase-finished page by token). */
export const fetchOrderByToken = (token: string, client: Client = api) =>
  getJson(client, `peticiones/solicitud/${encodeURIComponent(token)}`, OrderResponseSchema).then((r) => r.result);

/** The order form (application/x-www-form-urlencoded): nested fields travel as JSON text (spec 000 §7). */
export function toOrderForm(payload: OrderPayload): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** `POST /peticiones/web[-oncologicos]`: the order made (or the one the same attempt already made). */
export function placeOrder(oncologico: boolean, payload: OrderPayload) {
  return call(async () =>
    v.parse(
      OrderCreatedResponseSchema,
      await api
        .post(oncologico ? 'peticiones/web-oncologicos' : 'peticiones/web', {
          body: toOrderForm(payload),
          retry: 0,
          timeout: 60_000,
          context: { ownToast: true },
        })
        .json(),
    ),
  );
}

/** `GET /giftcard/controlar/{code}`: whether the card is valid and its balance. */
export const checkGiftCard = (code: string) =>
  getJson(api, `giftcard/controlar/${encodeURIComponent(code)}`, GiftCardCheckResponseSchema, { context: { ownToast: true } }).then((r) => r.result);

/**
 * `POST /regalo/regalos_verificar/{cartId}/{producto}` with the line (spec 000 §7 "Verify gifts"): whether the line
 * may be marked as a gift. Quiet: a failed check only leaves the option out.
 */
export const verifyGiftOption = (cartId: string, producto: number, cantidad: number) =>
  call(async () =>
    v.parse(
      GiftVerifyResponseSchema,
      await api
        .post(`regalo/regalos_verificar/${encodeURIComponent(cartId)}/${producto}`, {
          json: { items: [{ codigo: producto, quantity: cantidad }] },
          context: { quiet: true },
          retry: 0,
        })
        .json(),
    ).result.visualizar,
  );
