import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CART_STORAGE_KEY } from '@botica/shared-contracts/cart/entities';
import { subscribe } from '@botica/shared-contracts/events/bus';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchFavouritesCount, fetchParameters } from '../../api/header-data';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { useApiData } from '../use-api-data';

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
  const loggedIn = useAtomValue(loggedInAtom);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!loggedIn) {
      setCount(0);
      return;
    }
    let live = true;
    fetchFavouritesCount().then(
      (n) => live && setCount(n),
      () => undefined,
    );
    const off = subscribe('catalog:favourites-changed', (detail) => setCount(detail.count));
    return () => {
      live = false;
      off();
    };
  }, [loggedIn]);
  return count;
}

/** The call-centre numbers: from GET /parametros when present, else the shop's constants. */
export function useCallCentre(): { main: string; short: string } {
  const params = useApiData(fetchParameters, {} as Record<string, string>);
  return {
    main: params[CALL_CENTRE_PARAMS.main] || CALL_CENTRE_DEFAULT.main,
    short: params[CALL_CENTRE_PARAMS.short] || CALL_CENTRE_DEFAULT.short,
  };
}

/** The slug of the active cover (the gift-card page), or null when none is active. */
export function useActiveCover(): string | null {
  return useApiData(fetchActiveCover, null);
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
