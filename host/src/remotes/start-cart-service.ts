import { whenAwaited } from '@botica/shared-contracts/events/bus';
import { loadExposed, onRemoteLoaded } from './remote-registry';

let started: Promise<boolean> | null = null;

/**
 * Loads checkout's cart service and starts it, once per page. When checkout is unreachable the start is
 * forgotten, so the next need tries again (from a fresh remotes.json, as a retry does).
 */
export function startRemoteCartService(): Promise<boolean> {
  started ??= loadExposed('checkout', 'cart-service').then(
    ({ startCartService }) => {
      startCartService();
      return true;
    },
    (error: unknown) => {
      console.warn('[checkout/cart-service] no disponible', error);
      started = null;
      return false;
    },
  );
  return started;
}

/**
 * The cart service is not part of the boot: the header's count is drawn by the server from the cart it keeps
 * (`useCartCount`, decision 079). It starts when the page needs its owner: a checkout command is waiting for an
 * answer (add to cart, the chosen delivery place, a coupon), or checkout's code came into the page for a page or a
 * fragment (the cart pages, the mini-cart). A change an earlier page could not send is sent then.
 */
export function startCartServiceWhenNeeded(): () => void {
  const offAwaited = whenAwaited('checkout', () => void startRemoteCartService());
  const offLoaded = onRemoteLoaded((remote) => {
    if (remote === 'checkout') void startRemoteCartService();
  });
  return () => {
    offAwaited();
    offLoaded();
  };
}
