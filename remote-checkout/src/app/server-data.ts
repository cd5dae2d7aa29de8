import { seedQueryCache } from '@botica/platform/data/query';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import type { StoredCart } from '../features/cart/state/cart.model';
import { cartStore } from '../features/cart/state/cart.service';

/** The element in which the host embeds the data of the checkout's server-drawn page (src/server/render.tsx). */
export const SERVER_DATA_ELEMENT_ID = 'checkout-ssr-data';

/**
 * Fills the query cache with what the server-drawn page was made from (the server's copy of the cart, the
 * session, the calculation, addresses, saved cards), so the page's hydration renders the very same markup; the
 * cart it was drawn from becomes the cart service's (unless this browser's write-behind buffer holds a change the
 * server has not answered, which is shown and sent instead). Being
 * fresh, the answers are not asked again when the page mounts (`DRAWN_ANSWER_FRESH_MS`), only on focus,
 * reconnection or a change. A missing or damaged element only costs the head start.
 */
export function seedFromServerRender(doc: Document = document): void {
  const text = doc.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const entries = data as Record<string, unknown>;
  seedQueryCache(entries);
  for (const oncologico of [false, true]) {
    const drawn = entries[checkoutQueries.savedCart(oncologico)] as StoredCart | undefined;
    if (drawn && Array.isArray(drawn.items)) cartStore().adoptDrawn(drawn);
  }
}
