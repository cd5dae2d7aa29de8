import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { request, subscribe } from '@botica/shared-contracts/events/bus';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchFavouritesCount, fetchParameters } from '../../api/header-data';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { setQueryData, useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { LAYOUT_DATA } from '../layout-data';

/**
 * The normal cart's unit count, as its owner tells it: asked once (`checkout:cart-summary`, answered when the
 * cart service has started), then followed on `checkout:cart-updated`.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let heard = false;
    const off = subscribe('checkout:cart-updated', (cart) => {
      if (cart.oncologico) return;
      heard = true;
      setCount(cart.count);
    });
    request('checkout:cart-summary', {}, { timeoutMs: 30_000 }).then(
      (cart) => !heard && setCount(cart.count),
      // checkout is unreachable: the header shows an empty cart until the service answers
      () => undefined,
    );
    return off;
  }, []);
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
