import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { request, subscribe } from '@botica/shared-contracts/events/bus';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { fetchActiveCover, fetchFavouritesCount, fetchParameters } from '../../api/header-data';
import { CALL_CENTRE_DEFAULT, CALL_CENTRE_PARAMS } from '../site-info';
import { useApiData } from '../use-api-data';

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
