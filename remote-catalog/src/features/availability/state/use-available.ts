import { useAtomValue } from 'jotai';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { useQuery } from '@botica/platform/data/query';
import { placeStock } from '../api';
import { useChosenPlace } from './chosen-place';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/**
 * Whether the product can be bought: stock above 0 at the customer's chosen address or branch,
 * else stock above 0 anywhere (spec 000 §4 Availability).
 */
export function useAvailable(product: Pick<Product, 'codigo' | 'existencias' | 'descontinuado'>): boolean {
  const loggedIn = useAtomValue(loggedInAtom);
  const place = useChosenPlace(loggedIn);
  const key = place ? catalogQueries.stock(product.codigo, place) : null;
  const { data } = useQuery(key, () => placeStock(product.codigo, place ?? {}));
  if (product.descontinuado === 'S') return false;
  const overall = product.existencias === undefined || product.existencias > 0;
  if (!place || data === undefined) return overall;
  return data > 0;
}
