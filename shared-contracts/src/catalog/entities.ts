import * as v from 'valibot';

const flag = v.picklist(['S', 'N']);

export const PaymentDiscountSchema = v.object({
  codigoDescuento: v.number(),
  imagen: v.nullish(v.string()),
  color: v.nullish(v.string()),
  descripcion: v.string(),
  porcentaje: v.number(),
  precioConDescuento: v.number(),
  advertencia: v.nullish(v.string()),
  productoCodigo: v.number(),
  /** The payment method (its code, e.g. 98 cards) the discount is for: a cart line keeps it as `descuentosFormas`. */
  formaCodigo: v.optional(v.number()),
  test: v.optional(v.boolean()),
});

export const QuantityDiscountSchema = v.object({
  step: v.number(),
  stepCalc: v.optional(v.number()),
  porcentajeDescuento: v.number(),
  promocion: v.string(),
  mensaje: v.nullish(v.string()),
});

export const CategoryRefSchema = v.object({ codigo: v.number(), descripcion: v.string(), slug: v.optional(v.string()) });

export const ProductSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  descripcionLarga: v.nullish(v.string()),
  codigoBarra: v.nullish(v.string()),
  slug: v.string(),
  /** What the shopper pays per unit, in whole guaraníes, after the product discount. The server computes it. */
  precio: v.pipe(v.number(), v.integer()),
  /** The list price per unit before the product discount (equal to `precio` when there is none). */
  precioSinDescuento: v.optional(v.number()),
  /** The product discount as a whole percentage (10 = 10 %); `precio` is `precioSinDescuento` minus it, rounded. */
  descuento: v.number(),
  /** Whether a page shows `precioSinDescuento` struck through and the `-descuento%` badge. */
  mostrarDescuento: v.optional(v.boolean()),
  /** Payment-method discounts; each `precioConDescuento` applies its percentage to `precio`. */
  descuentosFormas: v.array(PaymentDiscountSchema),
  descuentoPorCantidad: v.nullish(QuantityDiscountSchema),
  marca: v.nullish(v.object({ codigo: v.optional(v.number()), descripcion: v.string() })),
  fabricante: v.nullish(v.object({ codigo: v.optional(v.number()), descripcion: v.string() })),
  categoria: v.nullish(CategoryRefSchema),
  padres: v.optional(v.array(CategoryRefSchema)),
  fotoPrincipal: v.nullish(v.object({ nombre: v.string() })),
  galeria: v.optional(v.array(v.object({ nombre: v.string() }))),
  existencias: v.optional(v.number()),
  canonical: v.nullish(v.string()),
  promocion: v.optional(flag),
  nuevo: v.optional(flag),
  descontinuado: v.optional(flag),
  codigoControl: v.optional(v.number()),
  esRefrigerado: v.optional(v.boolean()),
  /** Sold only through the oncology cart (`cartOncologicos`, /carrito-oncologicos). */
  oncologico: v.optional(v.boolean()),
  iva: v.optional(v.number()),
  /**
   * The product may go as a gift (wrapped, price hidden on the delivery note): free-sale products only, never a
   * prescription, controlled, discontinued or oncology one; the cart offers 'Es para regalo' on its lines.
   */
  regalo: v.optional(v.boolean()),
  /**
   * How many units the shopper has chosen (spec 000 §3): the product page's counter starts from it and "Agregar al
   * carrito" adds that many. The catalogue gives 1; a line holds 1 to 12 (`clampQuantity`).
   */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  atributos: v.optional(v.array(v.object({ nombre: v.string(), valor: v.string() }))),
  calificacion: v.optional(v.object({ promedio: v.number(), cantidad: v.number() })),
  topeLineaCategoria: v.nullish(
    v.object({ licaCodigo: v.number(), cantidadTopeCategoria: v.number(), descripcion: v.string() }),
  ),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductPageSchema = v.object({
  results: v.array(ProductSchema),
  total: v.number(),
  page: v.optional(v.number()),
  pageSize: v.optional(v.number()),
});
export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

export interface CategoryNode {
  codigo: number;
  descripcion: string;
  slug: string;
  imagen?: string | null;
  categorias: CategoryNode[];
}
export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  slug: v.string(),
  imagen: v.nullish(v.string()),
  categorias: v.array(v.lazy(() => CategoryNodeSchema)),
});

/** A header mega-menu entry (spec 002 §3). */
export const MenuEntrySchema = v.object({
  MEW_CODIGO: v.number(),
  MEW_DESCRIPCION: v.string(),
  MEW_SLUG: v.string(),
  MEW_URL: v.nullish(v.string()),
  MEW_COLOR: v.nullish(v.string()),
  MEW_CARGA_PERSONALIZADA: flag,
  imagenes: v.nullish(v.object({ FILENAME: v.string() })),
  codigo: v.number(),
  descripcion: v.string(),
  slug: v.optional(v.string()),
  categorias: v.array(CategoryNodeSchema),
});
export type MenuEntry = v.InferOutput<typeof MenuEntrySchema>;

export const BannerSchema = v.object({
  codigo: v.number(),
  imagen: v.nullish(v.string()),
  imagenWeb: v.nullish(v.string()),
  url: v.nullish(v.string()),
  descripcion: v.nullish(v.string()),
  orden: v.number(),
  posicion: v.string(),
  fechaFin: v.nullish(v.string()),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

export const BrandSchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  slug: v.string(),
  imagen: v.nullish(v.string()),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

export { DISCOUNT_FILTERS, PAGE_SIZE, PRICE_NOTE, SORT_OPTIONS, type SortOption } from './constants';
