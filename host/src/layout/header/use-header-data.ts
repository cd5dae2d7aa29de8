import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { hearOtherTabs } from '@botica/shared-contracts/cart/other-tabs';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchCartCount, fetchFavouritesCount, fetchParameters } from '../../api';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { setQueryData, useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { LAYOUT_DATA } from '../layout-data';

/**
 * The normal cart's unit count (decision 079): the server's, drawn with the document (the host server reads it with
 * the shopper's cookies), then what checkout tells: `checkout:cart-updated` from this page's cart service, and the
 * count of a cart another tab saved. A login or a logout is another shopper, whose count is read again; so is a
 * count the document could not bring (the API did not answer in time). The header never reads checkout's storage
 * and never needs checkout's code for the count.
 */
export function useCartCount(): number {
  const customer = useAtomValue(customerAtom);
  const key = checkoutQueries.cartCount(customer?.clieCodigo ?? null);
  const { data } = useQuery(key, fetchCartCount, LAYOUT_DATA);
  useEffect(() => {
    const offHere = subscribe('checkout:cart-updated', (cart) => {
      if (!cart.oncologico) setQueryData(key, cart.count);
    });
    const offThere = hearOtherTabs((cart) => {
      if (!cart.oncologico) setQueryData(key, cart.count);
    });
    return () => {
      offHere();
      offThere();
    };
  }, [key]);
  return data ?? 0;
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
