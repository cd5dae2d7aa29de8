import * as v from 'valibot';
import { AddressSchema, BranchSchema, LocationSchema } from '../geo/entities';
import {
  CalculationSchema,
  DeliverySlotDaySchema,
  GiftCardCheckSchema,
  OrderSchema,
  PaymentMethodSchema,
  SharedCartItemSchema,
} from './entities';

/** Answers of the checkout calls (spec 000 §7). Errors are always `{ errors: [{ msg }] }`. */

const ok = v.literal(true);

export { CHECKOUT_MESSAGES } from './constants';

export const CalculationResponseSchema = v.object({ ok, result: CalculationSchema });
export type CalculationResponse = v.InferOutput<typeof CalculationResponseSchema>;

/** `POST /peticiones/web`: the order made (or the one already made by the same submission). */
export const OrderCreatedResponseSchema = v.object({
  ok,
  tokenPeticion: v.string(),
  codigo: v.number(),
  total: v.number(),
  /** true when this answer repeats an order already placed by the same submission. */
  repetido: v.boolean(),
  result: v.object({ codigo: v.number(), tokenPeticion: v.string() }),
});
export type OrderCreatedResponse = v.InferOutput<typeof OrderCreatedResponseSchema>;

export const OrderResponseSchema = v.object({ ok, result: OrderSchema });
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>;

export const DeliverySlotsResponseSchema = v.object({ ok, results: v.array(DeliverySlotDaySchema) });
export const PaymentMethodsResponseSchema = v.object({ ok, results: v.array(PaymentMethodSchema) });
export const BranchesResponseSchema = v.object({ ok, results: v.array(BranchSchema) });
export const LocationsResponseSchema = v.object({ ok, results: v.array(LocationSchema) });
export const AddressesResponseSchema = v.object({ ok, results: v.array(AddressSchema) });
export const AddressResponseSchema = v.object({ ok, result: AddressSchema, message: v.optional(v.string()) });
export const MessageResponseSchema = v.object({ ok, message: v.string() });

/** `GET /giftcard/controlar/{code}`. */
export const GiftCardCheckResponseSchema = v.object({ ok, result: GiftCardCheckSchema });
/** `GET /descuentos/regalo/{codigo}`: the coupon's description. */
export const CouponDescriptionResponseSchema = v.object({ ok, result: v.string() });
/** `POST /regalo/regalos_verificar/{cartId}/{producto}`: whether the gift option shows for the line. */
export const GiftVerifyResponseSchema = v.object({ ok, result: v.object({ visualizar: v.boolean() }) });

/** `POST /cart/create`: the saved cart's id (the spec's field name). */
export const CartCreateResponseSchema = v.object({ ok, result: v.object({ card_id: v.number() }) });
export const CartStateResponseSchema = v.object({ ok, result: v.object({ carritoId: v.number(), estado: v.string() }) });

/** `POST /carrito`: the link to the shared cart. */
export const ShareCartResponseSchema = v.object({ ok, result: v.object({ url: v.string(), token: v.string() }) });
/** `POST /carrito/decode` and `GET /carrito/{token}`: the shared items priced now. */
export const ShareCartDecodeResponseSchema = v.object({ ok, result: v.object({ items: v.array(SharedCartItemSchema) }) });
