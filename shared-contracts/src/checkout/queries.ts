/**
 * Cache keys of the checkout's reads, defined once (decision 033). Every key starts with `checkout:` and holds
 * everything its answer depends on: the calculation's key is the cart body it prices.
 */

import type * as v from 'valibot';
import type { SavedCard } from '../account/cards';
import type { StoredCart } from '../cart/stored-cart';
import type { SessionStateResponse } from '../customer/entities';
import type { Address, Branch, Location } from '../geo/entities';
import { cacheKey } from '../http/query-key';
import type { GiftAmountsResponseSchema, GiftTemplate } from '../payments/giftcards';
import type { Calculation, DeliverySlotDay, Order } from './entities';

export const checkoutQueries = {
  /** `POST /peticiones/calcular/web[-oncologicos]` for this cart body (its JSON). */
  calculation: (oncologico: boolean, body: string) => cacheKey<Calculation>(`checkout:calculation:${oncologico ? 'onco' : 'normal'}:${body}`),
  /** The session customer (`GET /customers/sesion`): terms accepted, online payment blocked, tester; null for a visitor. */
  customer: () => cacheKey<SessionStateResponse['result']>('checkout:customer'),
  /** The customer's addresses (`GET /direcciones`). */
  addresses: () => cacheKey<Address[]>('checkout:addresses'),
  /** Departments (`GET /ubicaciones`). */
  departments: () => cacheKey<Location[]>('checkout:departments'),
  /** Cities of a department (`GET /ubicaciones/{id}/hijos`). */
  cities: (departamento: number) => cacheKey<Location[]>(`checkout:cities:${departamento}`),
  /** Branches of a city (`GET /sucursales?ciudad=`). */
  branches: (ciudad: number) => cacheKey<Branch[]>(`checkout:branches:${ciudad}`),
  /** Scheduled-delivery days and slots (`GET /carrito/entrega/horarios`). */
  deliverySlots: () => cacheKey<DeliverySlotDay[]>('checkout:delivery-slots'),
  /** The customer's last pickup branches (`GET /sucursales/favoritas`). */
  lastBranches: () => cacheKey<Branch[]>('checkout:last-branches'),
  /** The customer's saved cards (`GET /bancard/tarjetas`), offered in step 2. */
  savedCards: () => cacheKey<SavedCard[]>('checkout:saved-cards'),
  /**
   * The shopper's cart as the server keeps it (`GET /cart/actual`, decision 068), which a server-drawn cart page
   * was drawn with: what the page's hydration renders, and what the cart service takes as its own.
   */
  savedCart: (oncologico: boolean) => cacheKey<StoredCart>(`checkout:saved-cart:${oncologico ? 'onco' : 'normal'}`),
  /**
   * The units in the shopper's normal cart as the server keeps it (`GET /cart/cantidad`, decision 079): the
   * header's count, drawn with every document. `cliente` the customer's code, null for a visitor (whose cart the
   * cart cookie names): a login or a logout is another key, read again.
   */
  cartCount: (cliente: number | null) => cacheKey<number>(`checkout:cart-count:${cliente ?? 'visitante'}`),
  /** Whether a cart line may be marked as a gift (`POST /regalo/regalos_verificar/{cartId}/{producto}`). */
  giftOption: (cartId: string, producto: number, cantidad: number) => cacheKey<boolean>(`checkout:gift-option:${cartId}:${producto}:${cantidad}`),
  /** An order of the customer (`GET /peticiones/{codigo}`). */
  order: (codigo: number | string) => cacheKey<Order>(`checkout:order:${codigo}`),
  /** An order read by its tokenPeticion. */
  orderByToken: (token: string) => cacheKey<Order>(`checkout:order-token:${token}`),
  /** The gift card amounts on offer (`GET /giftcard/codigos`). */
  giftAmounts: () => cacheKey<v.InferOutput<typeof GiftAmountsResponseSchema>['results']>('checkout:gift-amounts'),
  /** The gift card designs (`GET /giftcard-plantillas`). */
  giftTemplates: () => cacheKey<GiftTemplate[]>('checkout:gift-templates'),
} as const;
