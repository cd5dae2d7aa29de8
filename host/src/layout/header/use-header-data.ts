import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { CART_STORAGE_KEY } from '@botica/shared-contracts/cart/entities';
import { storedCartCount } from '@botica/shared-contracts/cart/stored-count';
import { startRemoteCartService } from '../../remotes/start-cart-service';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchFavouritesCount, fetchParameters } from '../../api';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { setQueryData, useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { LAYOUT_DATA } from '../layout-data';
import { whenIdle } from '../../state/when-idle';

/** The normal cart as checkout stored it; null when storage is blocked. */
function readStoredCart(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The normal cart's unit count. Until checkout's cart service is in the page, the header reads the count of the
 * cart checkout stored (after hydration: the server drew 0) and follows other tabs' changes to it; once the
 * service runs, its `checkout:cart-updated` tells. A stored cart checkout would not keep starts the service,
 * which replaces it with an empty one. A cart with units starts it too, once the browser is idle: the service
 * turns to the server's copy of the cart (the cart itself, decision 068) or sends it a change made offline, while
 * an empty cart never costs the page checkout's code.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let cancelIdle: (() => void) | null = null;
    const read = () => {
      const stored = storedCartCount(readStoredCart());
      if (stored === null) void startRemoteCartService();
      else {
        setCount(stored);
        if (stored > 0 && !cancelIdle) cancelIdle = whenIdle(() => void startRemoteCartService());
      }
    };
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) read();
    };
    window.addEventListener('storage', onStorage);
    const off = subscribe('checkout:cart-updated', (cart) => {
      if (!cart.oncologico) setCount(cart.count);
    });
    return () => {
      off();
      cancelIdle?.();
      window.removeEventListener('storage', onStorage);
    };
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
