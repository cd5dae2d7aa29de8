import * as v from 'valibot';
import { DELIVERY_TYPES, STOCK_INSUFICIENTE } from './constants';

/**
 * Checkout entities (spec 000 §3, §9): payment methods, delivery types, schedule slots, the lines and totals
 * of a calculation. The constants both the engine and the screens read live in `./constants` and are
 * re-exported here.
 */

export {
  CART_DELIVERY_TYPES,
  type CartDeliveryType,
  DEFAULT_PAYMENT_CODE,
  DELIVERY_HOURS,
  DELIVERY_TYPES,
  type DeliveryType,
  IMMEDIATE_DELIVERY_COST,
  IMMEDIATE_DELIVERY_TIME,
  NEAREST_BRANCHES,
  OFFLINE_PAYMENT_CODES,
  PAGO_UNICO,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHODS,
  SAVED_CARD_METHOD,
  SHIPPING_DELIVERY,
  SHIPPING_PICKUP,
  STOCK_INSUFICIENTE,
} from './constants';

const flag = v.picklist(['S', 'N']);

// ---------------------------------------------------------------------------
// Payment methods (spec 000 §3 catalogue)
// ---------------------------------------------------------------------------

export const PaymentMethodSchema = v.object({
  id: v.number(),
  code: v.number(),
  name: v.string(),
  text: v.string(),
  subText: v.optional(v.nullish(v.string())),
  online: v.boolean(),
  enLinea: v.optional(v.boolean()),
  promo: v.optional(flag),
  esTarjeta: v.optional(v.boolean()),
  soloPagoUnico: v.optional(flag),
  advertencia: v.optional(v.nullish(v.string())),
  aliasToken: v.optional(v.nullish(v.string())),
  phone: v.optional(v.nullish(v.string())),
  color: v.optional(v.nullish(v.string())),
  imagen: v.optional(v.nullish(v.string())),
  esQrBlupy: v.optional(v.boolean()),
  billetera: v.optional(v.boolean()),
  qr: v.optional(v.boolean()),
  checked: v.optional(v.boolean()),
  disable: v.optional(v.boolean()),
  descripcionAtributo: v.optional(v.nullish(v.string())),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

// ---------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------

/** One option of the delivery-type selector, priced by the calculation. */
export const DeliveryOptionSchema = v.object({
  tipo: v.picklist(DELIVERY_TYPES),
  texto: v.string(),
  costo: v.number(),
  /** Hours until delivery (0: within the day's window). */
  tiempoEntrega: v.number(),
  disponible: v.boolean(),
  /** Why it is not offered, when it is not. */
  mensaje: v.optional(v.nullish(v.string())),
});
export type DeliveryOption = v.InferOutput<typeof DeliveryOptionSchema>;

export const SlotSchema = v.object({ codigo: v.string(), horario: v.string(), disponible: v.boolean() });
export type Slot = v.InferOutput<typeof SlotSchema>;

/** A day of the scheduled-delivery modal: date tab and its Mañana, Tarde and Noche slots. */
export const DeliverySlotDaySchema = v.object({
  codigo: v.string(),
  /** yyyy-mm-dd in Paraguay's time. */
  fecha: v.string(),
  manhana: SlotSchema,
  tarde: SlotSchema,
  noche: SlotSchema,
});
export type DeliverySlotDay = v.InferOutput<typeof DeliverySlotDaySchema>;

/** `entrega` of the cart: tipo 1 delivery or 2 pickup/scheduled, chosen slot, date, contact number. */
export const EntregaSchema = v.object({
  tipo: v.optional(v.picklist([1, 2]), 1),
  horario: v.optional(v.nullish(v.object({ codigo: v.string(), horario: v.optional(v.string()), fecha: v.optional(v.string()) }))),
  fecha: v.optional(v.nullish(v.string())),
  contacto: v.optional(v.nullish(v.pipe(v.string(), v.maxLength(20)))),
});
export type Entrega = v.InferOutput<typeof EntregaSchema>;

// ---------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------

/** A line as the server prices it (spec 000 §3 "Order line from the server"). */
export const CalculatedLineSchema = v.object({
  productoCodigo: v.number(),
  descripcion: v.string(),
  cantidad: v.number(),
  /** Unit list price. */
  precioSinDescuento: v.number(),
  /** Unit price after the product discount: what the screen shows. */
  precioPantalla: v.number(),
  porcentajeDescuento: v.number(),
  /** The payment-method discount applied (product_payment_discounts id), if any. */
  descuentoCodigo: v.nullable(v.number()),
  /** Line amount after every line discount. */
  subtotal: v.number(),
  /** Amount taken off by the quantity promotion. */
  descuentoPromocion: v.number(),
  /** Amount taken off by the payment-method discount. */
  descuentoFormaPago: v.number(),
  promocion: v.nullable(v.string()),
  /** Units still to add to reach the next multiple of the promotion's step. */
  faltanParaPromocion: v.number(),
  esRegalo: v.boolean(),
  esControlado: v.boolean(),
  esRefrigerado: v.boolean(),
  stock: v.number(),
  observacion: v.nullable(v.string()),
  tope: v.nullable(v.number()),
  /** The category line whose cap `tope` is (lines sharing it share the cap), when the product has one. */
  licaCodigo: v.optional(v.nullable(v.number())),
});
export type CalculatedLine = v.InferOutput<typeof CalculatedLineSchema>;

export const OutOfStockLineSchema = v.object({
  productoCodigo: v.number(),
  descripcion: v.string(),
  cantidad: v.number(),
  existencia: v.number(),
  observacion: v.literal(STOCK_INSUFICIENTE),
});

export const NearbyBranchSchema = v.object({
  codigo: v.number(),
  numero: v.number(),
  descripcion: v.string(),
  direccion: v.string(),
  latitud: v.number(),
  longitud: v.number(),
  DISTANCIA_KM: v.number(),
  abierta: flag,
  /** Stock there of each line that lacks it at the chosen place. */
  existencias: v.array(v.object({ productoCodigo: v.number(), existencia: v.number() })),
});
export type NearbyBranch = v.InferOutput<typeof NearbyBranchSchema>;

/** A per-category cap broken (delivery only). */
export const CapExceededSchema = v.object({
  licaCodigo: v.number(),
  descripcion: v.string(),
  cantidad: v.number(),
  tope: v.number(),
  mensaje: v.string(),
});

/** What the order would cost with each payment method that discounts some line. */
export const PaymentTotalSchema = v.object({
  formaPagoCodigo: v.number(),
  descripcion: v.string(),
  total: v.number(),
  ahorro: v.number(),
});
export type PaymentTotal = v.InferOutput<typeof PaymentTotalSchema>;

export const CouponResultSchema = v.object({
  codigo: v.string(),
  valido: v.boolean(),
  descripcion: v.nullable(v.string()),
  descuento: v.number(),
  mensaje: v.nullable(v.string()),
});

export const GiftResultSchema = v.object({
  codigo: v.string(),
  valido: v.boolean(),
  saldo: v.number(),
  mensaje: v.nullable(v.string()),
});

export const BagSchema = v.object({ cantidad: v.number(), precio: v.number(), total: v.number() });

/** Calculation result (spec 000 §3). Money is integer guaraníes. */
export const CalculationSchema = v.object({
  subtotal: v.number(),
  subtotalSinDescuento: v.number(),
  descuento: v.number(),
  delivery: v.number(),
  giftMonto: v.number(),
  bolsa: BagSchema,
  total: v.number(),
  /** Total without the payment-method promotion ('Total sin promo'). */
  totalSinPromo: v.number(),
  totalesDescuentos: v.array(PaymentTotalSchema),
  detalles: v.array(CalculatedLineSchema),
  detallesSinStock: v.array(OutOfStockLineSchema),
  sucursalesCercanas: v.array(NearbyBranchSchema),
  /** The branch that serves the order (the pickup branch, or the address's zone branch). */
  sucursalCodigo: v.nullable(v.number()),
  cupon: v.nullable(CouponResultSchema),
  gift: v.nullable(GiftResultSchema),
  tiposDeEntrega: v.array(DeliveryOptionSchema),
  tipoEntrega: v.nullable(v.picklist(DELIVERY_TYPES)),
  topes: v.array(CapExceededSchema),
  /** Whether now is inside the 08:00–21:00 delivery window. */
  horarioEntrega: v.object({ desde: v.string(), hasta: v.string(), abierto: v.boolean() }),
  /** Reasons the order cannot be placed as it is (Spanish, first one shown). Empty when it can. */
  bloqueos: v.array(v.string()),
});
export type Calculation = v.InferOutput<typeof CalculationSchema>;

// ---------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------

/** The order type (spec 001 §4): MOST = 'Retiro en Sucursal'; otherwise (DELI) 'Delivery'. */
export const OrderTypeSchema = v.picklist(['MOST', 'DELI']);
/** Shipping type 2 is pickup (spec 001 §9). */
export const orderTypeOf = (tipoEnvio: number) => (tipoEnvio === 2 ? 'MOST' : 'DELI') as 'MOST' | 'DELI';

/**
 * The order's online payment (spec 001 §3 `pagoOnline.tipo`): SERV when the order bought a gift card (the completion
 * page then thanks for it, '!Muchas Gracias!', spec 001 §2), PEDI for products paid online; null for an order paid
 * on delivery or at the branch.
 */
export const OnlinePaymentSchema = v.nullable(v.object({ tipo: v.picklist(['SERV', 'PEDI']) }));
export type OnlinePayment = v.InferOutput<typeof OnlinePaymentSchema>;
export const onlinePaymentOf = (paidOnline: boolean, boughtGiftCard: boolean): OnlinePayment =>
  boughtGiftCard ? { tipo: 'SERV' } : paidOnline ? { tipo: 'PEDI' } : null;

/** An order (peticion) as the completion page and the order detail read it (spec 001 §3). */
export const OrderSchema = v.object({
  codigo: v.number(),
  estado: v.string(),
  fecha: v.string(),
  total: v.number(),
  subtotal: v.number(),
  delivery: v.number(),
  descuento: v.number(),
  giftMonto: v.number(),
  oncologico: v.boolean(),
  tokenPeticion: v.nullable(v.string()),
  tipoEntrega: v.nullable(v.string()),
  pedido: v.object({
    /** MOST pickup at a branch, DELI delivery: the same value the order list carries (spec 001 §4). */
    tipo: OrderTypeSchema,
    sucursal: v.nullable(
      v.object({ codigo: v.number(), descripcion: v.string(), direccion: v.string(), latitud: v.number(), longitud: v.number() }),
    ),
  }),
  direccion: v.nullable(v.object({ codigo: v.number(), nombre: v.string(), calle: v.string(), numero: v.nullable(v.string()) })),
  formaPago: v.object({ codigo: v.number(), descripcion: v.string() }),
  entrega: v.nullable(EntregaSchema),
  /** The order's observation, as the shopper wrote it in the summary (null without one). */
  observacion: v.optional(v.nullable(v.string())),
  /**
   * A line of the order comes from the supplier's stock: the order is confirmed within 12 business hours (spec 000
   * §9), and its completion page says so.
   */
  stockProveedor: v.boolean(),
  pagoOnline: OnlinePaymentSchema,
  detalles: v.array(
    v.object({
      cantidad: v.number(),
      /** The line goes as a gift. */
      esRegalo: v.optional(v.boolean()),
      precio: v.number(),
      porcentajeDescuento: v.number(),
      producto: v.object({ codigo: v.number(), descripcion: v.string(), fotoPrincipal: v.nullable(v.object({ nombre: v.string() })) }),
    }),
  ),
});
export type Order = v.InferOutput<typeof OrderSchema>;

// ---------------------------------------------------------------------------
// Gift cards, carts
// ---------------------------------------------------------------------------

export const GiftCardCheckSchema = v.object({ valido: v.boolean(), saldo: v.number(), mensaje: v.string() });
export type GiftCardCheck = v.InferOutput<typeof GiftCardCheckSchema>;

/** A shared cart's line, priced now from the catalogue. */
export const SharedCartItemSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  slug: v.string(),
  precio: v.number(),
  precioSinDescuento: v.number(),
  descuento: v.number(),
  imagen: v.nullable(v.string()),
  quantity: v.number(),
  esControlado: v.boolean(),
  esRefrigerado: v.boolean(),
  codigoControl: v.number(),
});
export type SharedCartItem = v.InferOutput<typeof SharedCartItemSchema>;
