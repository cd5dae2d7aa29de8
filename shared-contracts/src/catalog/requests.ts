import * as v from 'valibot';
import { LISTING_OPTIONS } from './responses';

/** Path parameters and query strings of the catalogue calls (answers are in `./responses.ts`). */

const positiveId = (what: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,8}$/, `El código de ${what} no es válido`),
    v.transform((s) => Number(s)),
  );

export const ProductCodeParamsSchema = v.object({ codigo: positiveId('producto') });
export const ProductIdParamsSchema = v.object({ id: positiveId('producto') });
/** Paths written with `{code}` in the spec (favourites, ratings, donde-comprar). */
export const CodeParamsSchema = v.object({ code: positiveId('producto') });
export const CategoryIdParamsSchema = v.object({ id: positiveId('categoría') });
export const DiscountCodeParamsSchema = v.object({ codigoDescuento: positiveId('descuento') });

export const DiscountPercentParamsSchema = v.object({
  percent: v.pipe(
    v.string(),
    v.regex(/^[1-8]0$/, 'El descuento debe ser 10, 20, 30, 40, 50, 60, 70 u 80'),
    v.transform((s) => Number(s)),
  ),
});

export const QUANTITY_PROMOTIONS = ['2x1', '3x2', '4x2'] as const;
export const PromotionParamsSchema = v.object({
  id: v.picklist(QUANTITY_PROMOTIONS, 'La promoción debe ser 2x1, 3x2 o 4x2'),
});

/** `/productos/listado/{opcion}/{id}` and `/productos/destacadosList/{opcion}/{id}`: id is a code, or a name for fabricante. */
export const ListingParamsSchema = v.object({
  opcion: v.picklist(LISTING_OPTIONS, 'La opción debe ser marca, fabricante o categoria'),
  id: v.pipe(v.string(), v.minLength(1, 'El identificador es requerido'), v.maxLength(120, 'El identificador es demasiado largo')),
});

/** `/productos/marca/{marca}/{producto}`: other products of a brand, without the product being viewed. */
export const BrandProductsParamsSchema = v.object({ marca: positiveId('marca'), producto: positiveId('producto') });

/** `/productos/{slug}/{codigo}`: a custom menu's listing. */
export const CustomMenuParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'El menú no es válido')),
  codigo: positiveId('menú'),
});

/** `/existencia/{id}?sucursal&direccion` */
export const AvailabilityQuerySchema = v.object({
  sucursal: v.optional(positiveId('sucursal')),
  direccion: v.optional(positiveId('dirección')),
});

const coordinate = (what: string, max: number) =>
  v.pipe(
    v.string(`La ${what} es requerida`),
    v.regex(/^-?\d{1,3}(\.\d+)?$/, `La ${what} no es válida`),
    v.transform((s) => Number(s)),
    v.minValue(-max, `La ${what} no es válida`),
    v.maxValue(max, `La ${what} no es válida`),
  );

/** `/productos/existencia/donde-comprar/{code}?lat&lng` */
export const WhereToBuyQuerySchema = v.object({ lat: coordinate('latitud', 90), lng: coordinate('longitud', 180) });

/** `/descuentos?categoria&q` */
export const DiscountsQuerySchema = v.object({
  categoria: v.optional(positiveId('categoría')),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'La búsqueda es demasiado larga'))),
});

/** `/descuentos/regalo/{codigo}`: a coupon code. */
export const CouponParamsSchema = v.object({
  codigo: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'El código del cupón no es válido')),
});

export const BannersQuerySchema = v.object({
  posicion: v.pipe(v.string('La posición es requerida'), v.regex(/^[A-Z0-9_]{2,40}$/, 'La posición no es válida')),
});

export const ParameterParamsSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,80}$/, 'El nombre del parámetro no es válido')),
});
