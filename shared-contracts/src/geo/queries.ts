import { cacheKey } from '../http/query-key';

/** Cache keys of the geography reads (decision 033): every key starts with `geo:`. */
export const geoQueries = {
  /** Every branch, or a city's (`GET /sucursales?ciudad=`). */
  branches: (ciudad?: number) => cacheKey(`geo:branches:${ciudad ?? ''}`),
};
