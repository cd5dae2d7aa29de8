import { cacheKey } from '../http/query-key';
import type { Branch } from './entities';

/** Cache keys of the geography reads (decision 033): every key starts with `geo:`. */
export const geoQueries = {
  /** Every branch, or a city's (`GET /sucursales?ciudad=`). */
  branches: (ciudad?: number) => cacheKey<Branch[]>(`geo:branches:${ciudad ?? ''}`),
};
