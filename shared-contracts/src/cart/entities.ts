import * as v from 'valibot';

export const CartItemSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  /** What the shopper pays per unit (the product's `precio`, decided by the server). */
  precio: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  imagen: v.optional(v.nullish(v.string())),
  slug: v.optional(v.string()),
  /** The list price per unit before the product discount. */
  precioSinDescuento: v.optional(v.number()),
  /** The product discount as a whole percentage. */
  descuento: v.optional(v.number()),
  esRegalo: v.optional(v.boolean()),
  esControlado: v.optional(v.boolean()),
  esRefrigerado: v.optional(v.boolean()),
  /** The product is sold only through the oncology cart: adding it fills that cart, wherever it is added from. */
  oncologico: v.optional(v.boolean()),
  codigoControl: v.optional(v.number()),
  marca: v.optional(v.nullish(v.object({ descripcion: v.string() }))),
  stock: v.optional(v.number()),
  descuentoPorCantidad: v.optional(
    v.nullish(v.object({ step: v.number(), porcentajeDescuento: v.number(), promocion: v.string(), mensaje: v.nullish(v.string()) })),
  ),
  topeLineaCategoria: v.optional(
    v.nullish(v.object({ licaCodigo: v.number(), cantidadTopeCategoria: v.number(), descripcion: v.string() })),
  ),
  /** The product's payment-method discounts: the method's code and its percentage (spec 000 §3). */
  descuentosFormas: v.optional(v.array(v.object({ formaCodigo: v.number(), porcentaje: v.number() }))),
  /** The product may go as a gift (its product's `regalo`). */
  regalo: v.optional(v.boolean()),
  /** The product's VAT rate, in percent (10 or 5; 0 exempt). */
  iva: v.optional(v.number()),
  /**
   * From the cart's last calculation (spec 000 §3): the payment-method discount applied to the line, its percentage
   * (`descuentoForma`) and its id (`descuentoCodigo`, the server line's), null when the chosen method has none; and
   * the cap on the product's units the server applied to the line (`topeProductoSGE`), null without one.
   */
  descuentoForma: v.optional(v.nullish(v.number())),
  descuentoCodigo: v.optional(v.nullish(v.number())),
  topeProductoSGE: v.optional(v.nullish(v.number())),
  /** How the product is kept: code 1 is refrigerated (spec 000 §3), 0 otherwise. */
  acondicionado: v.optional(v.nullish(v.object({ codigo: v.number() }))),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** What the cart service announces after every change. */
export interface CartSummary {
  /** Number of units in the cart. */
  count: number;
  subtotal: number;
  items: CartItem[];
}

