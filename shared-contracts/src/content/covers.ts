import * as v from 'valibot';

export const COVER_LOCATIONS = ['FONDO-WEB', 'FONDO-APP', 'DERECHA-WEB', 'DERECHA-APP'] as const;

export const CoverImageSchema = v.object({
  ubicacion: v.picklist(COVER_LOCATIONS),
  imagen: v.string(),
  imagenWeb: v.nullish(v.string()),
  url: v.nullish(v.string()),
});

export const CoverBannerSchema = v.object({ imagen: v.string(), imagenWeb: v.nullish(v.string()), url: v.nullish(v.string()) });

/** A cover page (spec 002 §3): /portada/{slug}. */
export const CoverSchema = v.object({
  slug: v.string(),
  nombre: v.string(),
  contenido: v.nullish(v.string()),
  contenidoApp: v.nullish(v.string()),
  color: v.nullish(v.string()),
  imagenes: v.array(CoverImageSchema),
  banners: v.array(CoverBannerSchema),
});
export type Cover = v.InferOutput<typeof CoverSchema>;

/** `GET /portadas/activa`: `ok` false and `results` null when no cover is active. */
export const ActiveCoverResponseSchema = v.object({
  ok: v.boolean(),
  results: v.nullable(v.object({ slug: v.string(), nombre: v.string() })),
});

/** `GET /portadas/por-slug/{slug}` */
export const CoverResponseSchema = v.object({ ok: v.literal(true), results: CoverSchema });

export const CoverSlugParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'La portada indicada no es válida.')),
});
