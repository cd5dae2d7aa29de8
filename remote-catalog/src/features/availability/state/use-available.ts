import { useAtomValue } from 'jotai';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { inStock } from '@botica/shared-contracts/cart/quantity';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { useQuery } from '@botica/platform/data/query';
import { placeStock } from '../api';
import { useChosenPlace } from './chosen-place';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

type Stocked = Pick<Product, 'codigo' | 'existencias' | 'descontinuado'>;

/**
 * Whether the product can be bought: stock above 0 at the customer's chosen address or branch,
 * else stock above 0 anywhere (spec 000 §4 Availability). `decided` is false while the chosen place or its
 * stock is still being asked: a button that adds the product waits for it, so a quick click cannot add what
 * the chosen place cannot deliver.
 */
export function useAvailability(product: Stocked): { available: boolean; decided: boolean } {
  const loggedIn = useAtomValue(loggedInAtom);
  const { place, settled } = useChosenPlace(loggedIn);
  const key = place ? catalogQueries.stock(product.codigo, place) : null;
  const { data, error } = useQuery(key, () => placeStock(product.codigo, place ?? {}));
  if (product.descontinuado === 'S') return { available: false, decided: true };
  const overall = inStock(product);
  if (!place || data === undefined) return { available: overall, decided: settled && (!place || error !== undefined) };
  return { available: data > 0, decided: true };
}

export function useAvailable(product: Stocked): boolean {
  return useAvailability(product).available;
}
