import * as v from 'valibot';
import { ProductSchema } from '../catalog/entities';

/** A world's colour theme (spec 002 §2.9). */
export const LandingStyleSchema = v.object({
  primario: v.string(),
  secundario: v.string(),
  terciario: v.string(),
  complementario: v.string(),
  complementario2: v.string(),
});
export type LandingStyle = v.InferOutput<typeof LandingStyleSchema>;

export const LandingSlideSchema = v.object({ imagen: v.string(), imagenWeb: v.string(), url: v.nullable(v.string()), descripcion: v.string() });
export type LandingSlide = v.InferOutput<typeof LandingSlideSchema>;

/** A section of a world: a product list ('P') or a slider ('S'); `el_ella` tags the her/his sections. */
export const LandingSectionSchema = v.object({
  codigo: v.number(),
  titulo: v.string(),
  tipo: v.picklist(['P', 'S']),
  el_ella: v.nullable(v.picklist(['ELLA', 'EL'])),
  interna: v.boolean(),
  descripcion: v.nullable(v.string()),
  banner: v.nullable(v.string()),
  imagen: v.nullable(v.string()),
  slider: v.array(LandingSlideSchema),
});
export type LandingSection = v.InferOutput<typeof LandingSectionSchema>;

/** `GET /landing/{landing}` */
export const LandingResponseSchema = v.object({
  ok: v.literal(true),
  landingResult: v.object({ slug: v.string(), nombre: v.string(), descripcion: v.nullable(v.string()), oncologico: v.boolean() }),
  estilo: LandingStyleSchema,
  sliderPrincipal: v.array(LandingSlideSchema),
  el_ella: v.array(LandingSectionSchema),
  internas: v.array(LandingSectionSchema),
  secciones: v.array(LandingSectionSchema),
});
export type LandingResponse = v.InferOutput<typeof LandingResponseSchema>;

/** `GET /landing/estilo/mundo/{landing}` */
export const LandingStyleResponseSchema = v.object({ ok: v.literal(true), results: LandingStyleSchema });

/** `GET /landing/lista/productos/{id}?landing&p&orderBy`: one section's products with its detail. */
export const LandingSectionProductsResponseSchema = v.object({
  ok: v.literal(true),
  productos: v.object({ results: v.array(ProductSchema), total: v.number(), page: v.number(), pageSize: v.number() }),
  secciones_detalle: v.object({ codigo: v.number(), titulo: v.string(), descripcion: v.nullable(v.string()), banner: v.nullable(v.string()) }),
  estilo: LandingStyleSchema,
});
export type LandingSectionProducts = v.InferOutput<typeof LandingSectionProductsResponseSchema>;

export const LandingParamsSchema = v.object({
  landing: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'El mundo indicado no existe.')),
});
export const LandingSectionParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'La sección indicada no existe.')),
});
