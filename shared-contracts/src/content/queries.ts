import type * as v from 'valibot';
import { cacheKey } from '../http/query-key';
import type { CoverResponseSchema } from './covers';
import type { LandingResponse, LandingSectionProducts } from './landing';

/** Cache keys of the content's reads, defined once (decision 033); every key starts with `content:`. */
export const contentQueries = {
  /** The slug of the active cover (`GET /portadas/activa`), or null. */
  activeCover: () => cacheKey<string | null>('content:active-cover'),
} as const;

/** Landing worlds' reads (`GET /landing/…`). */
export const landingQueries = {
  world: (landing: string) => cacheKey<LandingResponse>(`content:landing:${landing}`),
  section: (landing: string, id: string, page: number, orderBy = '') => cacheKey<LandingSectionProducts>(`content:landing:${landing}:section:${id}:${page}:${orderBy}`),
} as const;

/** A cover page by slug (`GET /portadas/por-slug/{slug}`). */
export const coverQueries = { bySlug: (slug: string) => cacheKey<v.InferOutput<typeof CoverResponseSchema>>(`content:cover:${slug}`) } as const;
