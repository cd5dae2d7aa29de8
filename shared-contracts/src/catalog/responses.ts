import * as v from 'valibot';
import { BranchSchema } from '../geo/entities';
import {
  BannerSchema,
  BrandSchema,
  CategoryRefSchema,
  DISCOUNT_FILTERS,
  MenuEntrySchema,
  ProductSchema,
  SORT_OPTIONS,
} from './entities';

/**
 * Answers of every catalogue and home/header call (spec 000 §7, spec 002 §7).
 * Entities live in `./entities.ts`; this file only describes the envelopes.
 */

const ok = v.literal(true);

// ---------------------------------------------------------------------------
// Query strings shared by every product list
// ---------------------------------------------------------------------------

/** `?p=2&orderBy=menor_precio&descuento=30` — p is 1-based. */
export const ProductListQuerySchema = v.object({
  p: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'La página debe ser un número mayor a 0')), '1'),
  /** Without it each list uses its own natural order (destacado for most, nuevo for novedades…). */
  orderBy: v.optional(v.picklist(SORT_OPTIONS, 'Orden no válido')),
  descuento: v.optional(
    v.picklist(
      DISCOUNT_FILTERS.map((n) => String(n)) as [string, ...string[]],
      'El filtro de descuento debe ser 10, 20, 30, 40, 50, 60, 70 u 80',
    ),
  ),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

/** `GET /buscar?q&p&orderBy[&limit&buscador=true]` */
export const SearchQuerySchema = v.object({
  q: v.pipe(v.string('Ingrese un texto para buscar'), v.trim(), v.minLength(2, 'La búsqueda debe tener al menos 2 caracteres'), v.maxLength(100, 'La búsqueda es demasiado larga')),
  p: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'La página debe ser un número mayor a 0')), '1'),
  orderBy: v.optional(v.picklist(SORT_OPTIONS, 'Orden no válido')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^([1-9]|[1-4]\d|50)$/, 'El límite debe estar entre 1 y 50'))),
  buscador: v.optional(v.picklist(['true', 'false'])),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

// ---------------------------------------------------------------------------
// Product lists and detail
// ---------------------------------------------------------------------------

/** Every paginated product list: `{ ok, results, total, page, pageSize }`. */
export const ProductListResponseSchema = v.object({
  ok,
  results: v.array(ProductSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type ProductListResponse = v.InferOutput<typeof ProductListResponseSchema>;

/** `GET /buscar` — `sugerencia` is set only when nothing was found and a close catalogue word exists. */
export const SearchResponseSchema = v.object({
  ...ProductListResponseSchema.entries,
  sugerencia: v.nullish(v.string()),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/** `GET /productos/{codigo}` */
export const ProductDetailResponseSchema = v.object({ ok, result: ProductSchema });
export type ProductDetailResponse = v.InferOutput<typeof ProductDetailResponseSchema>;

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

/** `GET /categorias` — the header mega menu. */
export const MenuResponseSchema = v.object({ ok, results: v.array(MenuEntrySchema) });
export type MenuResponse = v.InferOutput<typeof MenuResponseSchema>;

/** `GET /categorias/{id}` — the category page's product grid plus the category itself. */
export const CategoryProductsResponseSchema = v.object({
  ...ProductListResponseSchema.entries,
  categoria: CategoryRefSchema,
});
export type CategoryProductsResponse = v.InferOutput<typeof CategoryProductsResponseSchema>;

export const RelatedCategorySchema = v.object({
  codigo: v.number(),
  descripcion: v.string(),
  slug: v.string(),
  imagen: v.nullish(v.string()),
  cantidad: v.number(),
});
export type RelatedCategory = v.InferOutput<typeof RelatedCategorySchema>;

/** `GET /categorias/relaciones/{id}` — children first, then siblings. */
export const CategoryRelationsResponseSchema = v.object({ ok, results: v.array(RelatedCategorySchema) });
export type CategoryRelationsResponse = v.InferOutput<typeof CategoryRelationsResponseSchema>;

export const FaqEntrySchema = v.object({ pregunta: v.string(), respuesta: v.string() });
export type FaqEntry = v.InferOutput<typeof FaqEntrySchema>;

/** `GET /categorias/detalles/{id}` — title, breadcrumb ancestors (root first) and the attribute accordion. */
export const CategoryDetailResponseSchema = v.object({
  ok,
  result: v.object({
    codigo: v.number(),
    descripcion: v.string(),
    slug: v.string(),
    titulo: v.string(),
    imagen: v.nullish(v.string()),
    padres: v.array(CategoryRefSchema),
    preguntas: v.array(FaqEntrySchema),
  }),
});
export type CategoryDetailResponse = v.InferOutput<typeof CategoryDetailResponseSchema>;

/** `GET /categorias-destacadas` */
export const FeaturedCategoriesResponseSchema = v.object({ ok, results: v.array(RelatedCategorySchema) });
export type FeaturedCategoriesResponse = v.InferOutput<typeof FeaturedCategoriesResponseSchema>;

// ---------------------------------------------------------------------------
// Listing pages by brand / manufacturer / category (/{opcion}/{id}/{slug})
// ---------------------------------------------------------------------------

export const LISTING_OPTIONS = ['marca', 'fabricante', 'categoria'] as const;
export type ListingOption = (typeof LISTING_OPTIONS)[number];

/** `GET /productos/listado/{opcion}/{id}`, `/productos/destacadosList/{opcion}/{id}`, `/productos/{slug}/{code}` (custom menu),
 * `/productos/promociones/{promo}` and `/productos/descuento/{percent}` add a title. */
export const TitledProductListResponseSchema = v.object({
  ...ProductListResponseSchema.entries,
  titulo: v.string(),
});
export type TitledProductListResponse = v.InferOutput<typeof TitledProductListResponseSchema>;

// ---------------------------------------------------------------------------
// Discounts
// ---------------------------------------------------------------------------

export const DiscountSchema = v.object({
  codigoDescuento: v.number(),
  descripcion: v.string(),
  porcentaje: v.number(),
  imagen: v.nullish(v.string()),
  color: v.nullish(v.string()),
  advertencia: v.nullish(v.string()),
  cantidadProductos: v.number(),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

/** `GET /descuentos?categoria&q` — payment-method discounts in force (test ones only for testers). */
export const DiscountsResponseSchema = v.object({ ok, results: v.array(DiscountSchema) });
export type DiscountsResponse = v.InferOutput<typeof DiscountsResponseSchema>;

/** `GET /descuentos/descripcion/{codigoDescuento}` and `/descuentos/regalo/{codigo}` — `result` is the text. */
export const DiscountTextResponseSchema = v.object({ ok, result: v.string() });
export type DiscountTextResponse = v.InferOutput<typeof DiscountTextResponseSchema>;

// ---------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------

/** `GET /existencia/{id}` and `/existencia/producto/{id}` */
export const AvailabilityResponseSchema = v.object({
  ok,
  disponibilidad: v.object({ existencia: v.number(), sucursal: v.nullish(v.number()) }),
});
export type AvailabilityResponse = v.InferOutput<typeof AvailabilityResponseSchema>;

export const WhereToBuyEntrySchema = v.object({ sucursal: BranchSchema, distancia: v.number(), existencia: v.number() });
export type WhereToBuyEntry = v.InferOutput<typeof WhereToBuyEntrySchema>;

/** `GET /productos/existencia/donde-comprar/{code}?lat&lng` — nearest first, only branches with stock. */
export const WhereToBuyResponseSchema = v.object({ ok, result: v.array(WhereToBuyEntrySchema) });
export type WhereToBuyResponse = v.InferOutput<typeof WhereToBuyResponseSchema>;

// ---------------------------------------------------------------------------
// Favourites and ratings
// ---------------------------------------------------------------------------

/** `GET /favoritos` is a ProductListResponse. */
export const FavouritesCountResponseSchema = v.object({ ok, result: v.number() });
export type FavouritesCountResponse = v.InferOutput<typeof FavouritesCountResponseSchema>;

/** `GET /favoritos/verificar/{code}` */
export const FavouriteCheckResponseSchema = v.object({ ok, result: v.boolean() });
export type FavouriteCheckResponse = v.InferOutput<typeof FavouriteCheckResponseSchema>;

/** `POST /favoritos/agregar/{code}`, `DELETE /favoritos/delete/{code}` */
export const FavouriteChangeResponseSchema = v.object({ ok, message: v.string(), result: v.number() });
export type FavouriteChangeResponse = v.InferOutput<typeof FavouriteChangeResponseSchema>;

/** `GET /calificaciones/ver/{code}` — `propia` is the logged-in customer's own score or null. */
export const RatingResponseSchema = v.object({
  ok,
  result: v.object({ promedio: v.number(), cantidad: v.number(), propia: v.nullish(v.number()) }),
});
export type RatingResponse = v.InferOutput<typeof RatingResponseSchema>;

/** `POST /calificaciones/agregar/{code}` form field `puntaje` (1–5). */
export const RatingBodySchema = v.object({
  puntaje: v.pipe(
    v.union([v.string(), v.number()], 'La calificación es requerida'),
    v.transform((x) => Number(x)),
    v.integer('La calificación debe ser un número entero entre 1 y 5'),
    v.minValue(1, 'La calificación debe ser un número entero entre 1 y 5'),
    v.maxValue(5, 'La calificación debe ser un número entero entre 1 y 5'),
  ),
}, 'La calificación es requerida');
export type RatingBody = v.InferOutput<typeof RatingBodySchema>;

export const RatingSavedResponseSchema = v.object({
  ok,
  message: v.string(),
  result: v.object({ promedio: v.number(), cantidad: v.number(), propia: v.nullish(v.number()) }),
});
export type RatingSavedResponse = v.InferOutput<typeof RatingSavedResponseSchema>;

// ---------------------------------------------------------------------------
// Home and header data (spec 002 §2.10, §2.11)
// ---------------------------------------------------------------------------

/** `/novedades-header`, `/novedades-footer`, `/promociones/header`, `/temporizador`, `/temporizador-dos`,
 * `/promos`, `/banners?posicion=` — active banners within their date range, by `orden`. */
export const BannersResponseSchema = v.object({ ok, results: v.array(BannerSchema) });
export type BannersResponse = v.InferOutput<typeof BannersResponseSchema>;

/** The banners the header and the footer show as news (spec 002 §2.10, §2.11): `/novedades-header`,
 * `/promociones/header` and `/novedades-footer` read at once, a failed list empty. */
export interface LayoutNews {
  novedadesHeader: BannersResponse['results'];
  promocionesHeader: BannersResponse['results'];
  novedadesFooter: BannersResponse['results'];
}

/** `GET /ofertas` — main and secondary offer banners. */
export const OffersResponseSchema = v.object({
  ok,
  results: v.object({ principal: v.array(BannerSchema), secundaria: v.array(BannerSchema) }),
});
export type OffersResponse = v.InferOutput<typeof OffersResponseSchema>;

/** `GET /marcas-destacadas` */
export const BrandsResponseSchema = v.object({ ok, results: v.array(BrandSchema) });
export type BrandsResponse = v.InferOutput<typeof BrandsResponseSchema>;

/** `GET /parametros` — every parameter as name → value. */
export const ParametersResponseSchema = v.object({ ok, results: v.record(v.string(), v.string()) });
export type ParametersResponse = v.InferOutput<typeof ParametersResponseSchema>;

/** `GET /parametros/{name}` */
export const ParameterResponseSchema = v.object({ ok, result: v.string() });
export type ParameterResponse = v.InferOutput<typeof ParameterResponseSchema>;

/** `GET /configuraciones` — settings the shell needs (flags as booleans, the rest as strings). */
export const SettingsResponseSchema = v.object({
  ok,
  result: v.object({
    carritoHabilitado: v.boolean(),
    giftcardHabilitada: v.boolean(),
    telefono: v.nullish(v.string()),
    whatsapp: v.nullish(v.string()),
    versionApp: v.string(),
    valores: v.record(v.string(), v.string()),
  }),
});
export type SettingsResponse = v.InferOutput<typeof SettingsResponseSchema>;

/** Newsletter e-mail rule of spec 002 §5. */
export const NEWSLETTER_EMAIL_RE = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
export const NewsletterBodySchema = v.object({
  email: v.pipe(
    v.string('El correo es requerido'),
    v.trim(),
    v.nonEmpty('El correo es requerido'),
    v.regex(NEWSLETTER_EMAIL_RE, 'Correo debe tener el formato correcto.'),
  ),
}, 'El correo es requerido');
export type NewsletterBody = v.InferOutput<typeof NewsletterBodySchema>;

/** `POST /newsletter` */
export const NewsletterResponseSchema = v.object({ ok, message: v.string() });
export type NewsletterResponse = v.InferOutput<typeof NewsletterResponseSchema>;
