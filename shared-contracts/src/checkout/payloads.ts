import * as v from 'valibot';
import { ORDER_TOKEN_PATTERN } from './constants';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../cart/quantity';
import { CART_DELIVERY_TYPES, EntregaSchema, PAYMENT_METHOD_CODES } from './entities';

/**
 * What the checkout sends (spec 000 §7). The calculation takes the cart as the browser keeps it; only the
 * fields below are read, every price is taken from the catalogue. The order is form-encoded: its nested
 * fields (detalles, entrega, bolsa) travel as JSON text in their form field.
 */

export const PAYMENT_REQUIRED = 'Verifique si esta seleccionado el metodo de pago.';
export const ADDRESS_REQUIRED = 'Seleccione una dirección de envío.';
export const BRANCH_REQUIRED = 'Seleccione una sucursal de retiro de pedido.';
export const QUANTITY_RANGE = `La cantidad debe estar entre ${MIN_LINE_QUANTITY} y ${MAX_LINE_QUANTITY}.`;
export const ITEMS_REQUIRED = 'El carrito está vacío.';

const code = (msg: string) => v.pipe(v.number(msg), v.integer(msg), v.minValue(1, msg), v.maxValue(2_000_000_000, msg));
/** A number, or its decimal text (form fields and route parameters). */
const numeric = (msg: string) => v.union([code(msg), v.pipe(v.string(msg), v.regex(/^\d{1,10}$/, msg), v.transform(Number), code(msg))], msg);
const quantity = v.pipe(v.number(QUANTITY_RANGE), v.integer(QUANTITY_RANGE), v.minValue(MIN_LINE_QUANTITY, QUANTITY_RANGE), v.maxValue(MAX_LINE_QUANTITY, QUANTITY_RANGE));
const optionalText = (max: number) => v.optional(v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max))));
/** A JSON value given as itself or as JSON text (form-encoded fields). */
const jsonOr = <T extends v.GenericSchema>(schema: T, msg: string) =>
  v.union([schema, v.pipe(v.string(msg), v.parseJson(undefined, msg), schema)], msg);
const boolish = v.optional(
  v.union([v.boolean(), v.pipe(v.picklist(['true', 'false', 'S', 'N', '1', '0', 'on', 'off']), v.transform((s) => ['true', 'S', '1', 'on'].includes(s)))]),
  false,
);

// ---------------------------------------------------------------------------
// Calculation: POST /peticiones/calcular/web and /peticiones/calcular/web-oncologicos
// ---------------------------------------------------------------------------

export const CartLineInputSchema = v.object({
  codigo: code('Producto no válido.'),
  quantity: v.optional(quantity),
  cantidad: v.optional(quantity),
  esRegalo: v.optional(v.boolean()),
});

/** The cart body: the stored cart (spec 000 §3); everything not listed here is ignored. */
export const CalculationRequestSchema = v.object({
  items: v.pipe(v.array(CartLineInputSchema, ITEMS_REQUIRED), v.maxLength(100, 'El carrito tiene demasiados productos.')),
  delivery: v.optional(v.boolean(), true),
  address: v.optional(v.nullish(v.object({ codigo: code(ADDRESS_REQUIRED) }))),
  office: v.optional(v.nullish(v.object({ value: numeric(BRANCH_REQUIRED) }))),
  paymentMethod: v.optional(v.nullish(v.object({ code: v.picklist(PAYMENT_METHOD_CODES, PAYMENT_REQUIRED), name: v.optional(v.string()) }))),
  tipoEntrega: v.optional(v.picklist(CART_DELIVERY_TYPES, 'Tipo de entrega no válido.'), 'inmediata'),
  entrega: v.optional(v.nullish(EntregaSchema)),
  cuponCodigo: optionalText(40),
  giftCodigo: optionalText(40),
  gift: optionalText(40),
  bolsa: v.optional(v.nullish(v.object({ cantidad: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)) }))),
  cartId: v.optional(v.nullish(v.union([v.number(), v.string()]))),
});
export type CalculationRequest = v.InferInput<typeof CalculationRequestSchema>;

// ---------------------------------------------------------------------------
// Order: POST /peticiones/web and /peticiones/web-oncologicos (application/x-www-form-urlencoded)
// ---------------------------------------------------------------------------

export const OrderLinePayloadSchema = v.object({
  productoCodigo: code('Producto no válido.'),
  cantidad: quantity,
  esRegalo: v.optional(v.boolean(), false),
  /** Sent by the screen; the server recomputes it and never trusts it. */
  porcentajeDescuento: v.optional(v.nullish(v.number())),
  regalo: v.optional(v.nullish(v.unknown())),
  topeLinea: v.optional(v.nullish(v.unknown())),
  stock: v.optional(v.nullish(v.unknown())),
});

export const OrderPayloadSchema = v.object({
  direccionCodigo: v.optional(v.union([v.literal(''), numeric(ADDRESS_REQUIRED)])),
  sucursalCodigo: v.optional(v.union([v.literal(''), numeric(BRANCH_REQUIRED)])),
  formaPagoCodigo: numeric(PAYMENT_REQUIRED),
  singleBuy: boolish,
  telefonoZimple: optionalText(20),
  detalles: jsonOr(v.pipe(v.array(OrderLinePayloadSchema), v.minLength(1, ITEMS_REQUIRED), v.maxLength(100)), ITEMS_REQUIRED),
  aliasToken: optionalText(100),
  observacion: optionalText(500),
  cuponCodigo: optionalText(40),
  numeroTarjeta: optionalText(30),
  giftCodigo: optionalText(40),
  entrega: v.optional(v.nullish(jsonOr(EntregaSchema, 'Entrega no válida.'))),
  /** Number of shopping bags (or the cart's `{ cantidad }`). */
  bolsa: v.optional(
    v.union([
      v.pipe(v.string(), v.regex(/^\d{0,2}$/), v.transform((s) => Number(s || 0))),
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
      jsonOr(v.object({ cantidad: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)) }), 'Bolsa no válida.'),
    ]),
    0,
  ),
  tipoEntrega: v.optional(v.picklist(CART_DELIVERY_TYPES, 'Tipo de entrega no válido.'), 'inmediata'),
  oncologico: boolish,
  cartId: optionalText(60),
  /**
   * The submission's own key: the same key twice makes one order. Screens generate one per checkout attempt;
   * without it the server derives one from the submission's content.
   */
  idempotencyKey: optionalText(100),
});
export type OrderPayload = v.InferInput<typeof OrderPayloadSchema>;
export type OrderPayloadParsed = v.InferOutput<typeof OrderPayloadSchema>;

export const OrderCodeParamsSchema = v.object({ codigo: numeric('El código del pedido debe ser numérico.') });
export const OrderTokenParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(ORDER_TOKEN_PATTERN, 'El pedido no existe.')) });

// ---------------------------------------------------------------------------
// Addresses: /direcciones
// ---------------------------------------------------------------------------

export const AddressPayloadSchema = v.object({
  nombre: v.pipe(v.string('Nombre es requerido'), v.trim(), v.minLength(1, 'Nombre es requerido'), v.maxLength(60)),
  calle: v.pipe(v.string('Calle es requerido'), v.trim(), v.minLength(1, 'Calle es requerido'), v.maxLength(120)),
  numero: optionalText(20),
  forma: optionalText(10),
  lateral1: optionalText(120),
  lateral2: optionalText(120),
  edificio: optionalText(60),
  piso: optionalText(20),
  /** The barrio (or city) of the address. */
  ubicacionCodigo: v.optional(v.nullish(numeric('Ubicación no válida.'))),
  default: v.optional(v.picklist(['S', 'N']), 'N'),
  latitud: v.optional(v.nullish(v.pipe(v.number('Latitud no válida.'), v.minValue(-90), v.maxValue(90)))),
  longitud: v.optional(v.nullish(v.pipe(v.number('Longitud no válida.'), v.minValue(-180), v.maxValue(180)))),
});
export type AddressPayload = v.InferInput<typeof AddressPayloadSchema>;
export const AddressParamsSchema = v.object({ codigo: numeric('El código de la dirección debe ser numérico.') });

// ---------------------------------------------------------------------------
// Gift cards, coupons, gifts
// ---------------------------------------------------------------------------

export const GiftCardParamsSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1, 'El código es requerido'), v.maxLength(40)) });
export const GiftVerifyParamsSchema = v.object({ a: v.pipe(v.string(), v.maxLength(60)), b: numeric('Producto no válido.') });
export const GiftVerifyBodySchema = v.object({ items: v.optional(v.array(CartLineInputSchema), []) });

// ---------------------------------------------------------------------------
// Abandoned cart (/cart/*) and share cart (/carrito)
// ---------------------------------------------------------------------------

export const CartSyncPayloadSchema = v.object({
  items: v.pipe(v.array(CartLineInputSchema), v.maxLength(100)),
  cartId: v.optional(v.nullish(v.union([v.number(), v.string()]))),
  oncologico: v.optional(v.boolean(), false),
});
export const CartItemDeletePayloadSchema = v.object({
  carritoId: numeric('Carrito no válido.'),
  codigo: numeric('Producto no válido.'),
});
export const CartIdPayloadSchema = v.object({ carritoId: numeric('Carrito no válido.') });

export const ShareCartPayloadSchema = v.object({
  detalles: v.pipe(
    v.array(v.object({ codigo: code('Producto no válido.'), quantity: quantity })),
    v.minLength(1, ITEMS_REQUIRED),
    v.maxLength(100),
  ),
});
export const ShareCartDecodePayloadSchema = v.object({
  token: v.pipe(v.string('Enlace no válido.'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Enlace no válido.')),
  active: v.optional(v.boolean(), true),
});
export const ShareCartTokenParamsSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Enlace no válido.')) });
