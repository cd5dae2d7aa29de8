import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CART_STORAGE_KEY } from '@botica/shared-contracts/cart/entities';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchFavouritesCount, fetchParameters } from '../../api/header-data';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { setQueryData, useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { LAYOUT_DATA } from '../layout-data';

/** Units in the stored cart before the cart service announces itself (a broken cart counts 0). */
export function storedCartCount(raw: string | null): number {
  try {
    const items = (JSON.parse(raw ?? 'null') as { items?: Array<{ quantity?: unknown }> } | null)?.items;
    if (!Array.isArray(items)) return 0;
    const count = items.reduce((sum, item) => sum + (typeof item?.quantity === 'number' ? item.quantity : Number.NaN), 0);
    return Number.isFinite(count) ? count : 0;
  } catch {
    return 0;
  }
}

/** The cart's unit count, following `checkout:cart-updated` of the normal cart. */
export function useCartCount(): number {
  const [count, setCount] = useState(() => {
    try {
      return storedCartCount(localStorage.getItem(CART_STORAGE_KEY));
    } catch {
      return 0;
    }
  });
  useEffect(() => subscribe('checkout:cart-updated', (summary) => !summary.oncologico && setCount(summary.count)), []);
  return count;
}

/** The customer's favourites count (0 for visitors), refreshed on `catalog:favourites-changed`. */
export function useFavouritesCount(): number {
  const customer = useAtomValue(customerAtom);
  const key = customer ? catalogQueries.favouritesCount(customer.clieCodigo) : null;
  const { data } = useQuery(key, fetchFavouritesCount, LAYOUT_DATA);
  useEffect(() => (key ? subscribe('catalog:favourites-changed', (detail) => setQueryData(key, detail.count)) : undefined), [key]);
  return key ? (data ?? 0) : 0;
}

const NO_PARAMETERS: Record<string, string> = {};

/** The call-centre numbers: from GET /parametros when present, else the shop's constants. */
export function useCallCentre(): { main: string; short: string } {
  const params = useQuery(catalogQueries.parameters(), fetchParameters, LAYOUT_DATA).data ?? NO_PARAMETERS;
  return {
    main: params[CALL_CENTRE_PARAMS.main] || CALL_CENTRE_DEFAULT.main,
    short: params[CALL_CENTRE_PARAMS.short] || CALL_CENTRE_DEFAULT.short,
  };
}

/** The slug of the active cover (the gift-card page), or null when none is active. */
export function useActiveCover(): string | null {
  return useQuery(contentQueries.activeCover(), fetchActiveCover, LAYOUT_DATA).data ?? null;
}

/** True once the page is scrolled past `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    // The first reading waits for the next frame: reading the scroll position while the page mounts would force
    // a layout of the whole page in the middle of the mount.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
