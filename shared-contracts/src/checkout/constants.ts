// Checkout's constants, apart from its schemas: the cart and checkout pages draw with them while they boot, the
// validation library comes only with their first API call (decision 054). `entities` and `responses` re-export them.

import type { PaymentMethod } from './entities';

// ---------------------------------------------------------------------------
// Constants (spec 000 §9)
// ---------------------------------------------------------------------------

/** Immediate delivery when no branch parameter says otherwise. */
export const IMMEDIATE_DELIVERY_COST = 6000;
export const IMMEDIATE_DELIVERY_TIME = 0;
/** Delivery hours, every day, in Paraguay's time: orders from 21:00 go the next day. */
export const DELIVERY_HOURS = { desde: '08:00', hasta: '21:00' } as const;
/** Nearby branches offered when a branch lacks stock: sorted by distance, open only, first 4. */
export const NEAREST_BRANCHES = 4;
export const DEFAULT_PAYMENT_CODE = 97;
/** A quantity promotion whose percentage is missing takes 50 percent off the set (spec 000 §9). */
export const DEFAULT_DISCOUNT_PERCENT = 50;
export const STOCK_INSUFICIENTE = 'STOCK INSUFICIENTE' as const;
/** Shipping type of the order: 1 home delivery, 2 branch pickup. */
export const SHIPPING_DELIVERY = 1;
export const SHIPPING_PICKUP = 2;

export const DELIVERY_TYPES = ['inmediata', 'programada', 'courrier'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** Older carts also carry separada and completa; they are priced as inmediata. */
export const CART_DELIVERY_TYPES = ['inmediata', 'separada', 'completa', 'programada', 'courrier'] as const;
export type CartDeliveryType = (typeof CART_DELIVERY_TYPES)[number];

/** The single-payment method is fixed (spec 000 §3). */
export const PAGO_UNICO: PaymentMethod = { id: 1, code: 97, name: 'pago_unico', text: 'Pago Único', online: true, enLinea: true };

/**
 * The catalogue of methods (name, code) of spec 000 §3. pago_qr_cabal has no code in the spec: 119 is ours
 * (docs/decisions). `online` methods are paid through a provider; efectivo is paid on delivery or at the branch.
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  PAGO_UNICO,
  { id: 2, code: 97, name: 'zimple', text: 'Zimple', online: true, enLinea: true, billetera: true },
  { id: 3, code: 1, name: 'efectivo', text: 'Efectivo', subText: 'Pago contra entrega o en la sucursal', online: false, enLinea: false },
  { id: 4, code: 98, name: 'credito_debito', text: 'Tarjetas de crédito y débito', online: true, enLinea: true, esTarjeta: true },
  { id: 5, code: 107, name: 'tigo_money', text: 'Tigo Money', online: true, enLinea: true, billetera: true },
  { id: 6, code: 1124, name: 'billetera_personal', text: 'Billetera Personal', online: true, enLinea: true, billetera: true },
  { id: 7, code: 118, name: 'pago_qr', text: 'Pago con QR', online: true, enLinea: true, qr: true },
  { id: 8, code: 119, name: 'pago_qr_cabal', text: 'QR Cabal', online: true, enLinea: true, qr: true },
  { id: 9, code: 130, name: 'pago_qr_blupy', text: 'QR Blupy', online: true, enLinea: true, qr: true, esQrBlupy: true },
  // Paid through the card provider or the QR network like pago_unico / pago_qr (spec 000 §4 "Finish"), so they
  // carry those codes; the name chooses the follow-up.
  { id: 10, code: 97, name: 'itau', text: 'Tarjetas Itaú', online: true, enLinea: true, esTarjeta: true },
  { id: 11, code: 97, name: 'itau_amex', text: 'American Express Itaú', online: true, enLinea: true, esTarjeta: true },
  { id: 12, code: 97, name: 'pago_unico_cu', text: 'Tarjeta en cuotas', online: true, enLinea: true, esTarjeta: true },
  { id: 13, code: 118, name: 'pago_qr_itau', text: 'QR Itaú', online: true, enLinea: true, qr: true },
  /** A saved card (spec 000 §4 "Payment choice"): one entry per card, with its aliasToken, in the online group. */
  { id: 14, code: 97, name: 'tarjeta_catastrada', text: 'Tarjeta guardada', online: true, enLinea: true, esTarjeta: true, soloPagoUnico: 'N' },
];
/** The saved-card method of the catalogue. */
export const SAVED_CARD_METHOD: PaymentMethod = PAYMENT_METHODS.find((m) => m.name === 'tarjeta_catastrada')!;
export const PAYMENT_METHOD_CODES = [...new Set(PAYMENT_METHODS.map((m) => m.code))];
/** Codes paid on delivery or at the branch (the only ones a visitor sees). */
export const OFFLINE_PAYMENT_CODES: readonly number[] = PAYMENT_METHODS.filter((m) => !m.online).map((m) => m.code);

/**
 * The wallets ask for the mobile number the payment goes to (spec 000 §5 "Phone for payment forms"): 09, then 6,
 * 7, 8 or 9, then 7 digits. It travels as the order's `telefonoZimple` and with the payment's start.
 */
export const PAYMENT_PHONE_PATTERN = /^09[6-9]\d{7}$/;
export const PAYMENT_PHONE_MESSAGES = { required: 'Celular es requerido', format: 'Formato incorrecto.' } as const;
export const needsPaymentPhone = (name: string | null | undefined) => PAYMENT_METHODS.some((m) => m.name === name && m.billetera === true);

/** Spanish texts the checkout answers with (spec 000 §5, §8). */
export const CHECKOUT_MESSAGES = {
  orderFailed: 'Error al procesar el pedido',
  outOfStockAtBranch: 'Algunos productos se encuentran sin stock en la sucursal...',
  outOfZone: 'Los productos marcados no se encuentran disponibles en la zona de ubicación.',
  noDelivery: 'Sin delivery momentáneamente. Tiene la opción de retiro por sucursal.',
  noDeliveryTypes: 'No hay tipos de envío disponibles',
  giftZero: 'El monto de la GiftCard es 0',
  giftAboveTotal: 'El monto de la GiftCard es mayor a tu pedido',
  giftWithPromo: 'La Gift Card no puede ser utilizada con promociones',
  giftError: 'Ocurrio un error al consultar estado de la Gift',
  addressDeleted: 'Direccion eliminada!',
  shareFailed: 'No pudimos obtener la url para compartir tu carrito',
  sharedCartFailed: 'Ocurrio un error',
  lineCap: (n: number) => `Tope de hasta ${n} por compra.`,
  categoryCap: (descripcion: string, total: number, tope: number) =>
    `La cantidad total de productos en la línea ${descripcion} supera el tope permitido. Cantidad total: ${total}, Tope permitido: ${tope}`,
} as const;

/** The tokenPeticion an order is reached by (`GET /peticiones/solicitud/{id}`, the purchase-finished page by token). */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
