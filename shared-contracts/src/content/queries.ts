/** Cache keys of the content's reads, defined once (decision 033); every key starts with `content:`. */
export const contentQueries = {
  /** The slug of the active cover (`GET /portadas/activa`). */
  activeCover: () => 'content:active-cover',
} as const;
