/** Cache keys of the content's reads, defined once (decision 033); every key starts with `content:`. */
export const contentQueries = {
  /** The slug of the active cover (`GET /portadas/activa`). */
  activeCover: () => 'content:active-cover',
} as const;

/** Landing worlds' reads (`GET /landing/…`). */
export const landingQueries = {
  world: (landing: string) => `content:landing:${landing}`,
  section: (landing: string, id: string, page: number, orderBy = '') => `content:landing:${landing}:section:${id}:${page}:${orderBy}`,
} as const;

/** A cover page by slug (`GET /portadas/por-slug/{slug}`). */
export const coverQueries = { bySlug: (slug: string) => `content:cover:${slug}` } as const;
