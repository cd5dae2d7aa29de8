import { cacheKey } from '../http/query-key';

/** Cache keys of the content's reads, defined once (decision 033); every key starts with `content:`. */
export const contentQueries = {
  /** The slug of the active cover (`GET /portadas/activa`). */
  activeCover: () => cacheKey('content:active-cover'),
} as const;

/** Landing worlds' reads (`GET /landing/…`). */
export const landingQueries = {
  world: (landing: string) => cacheKey(`content:landing:${landing}`),
  section: (landing: string, id: string, page: number, orderBy = '') => cacheKey(`content:landing:${landing}:section:${id}:${page}:${orderBy}`),
} as const;

/** A cover page by slug (`GET /portadas/por-slug/{slug}`). */
export const coverQueries = { bySlug: (slug: string) => cacheKey(`content:cover:${slug}`) } as const;
