import { seedQueryCacheFromElement } from '@botica/platform/data/query';

/** The element in which the host embeds the data of the checkout's server-drawn page (src/server/render.tsx). */
export const SERVER_DATA_ELEMENT_ID = 'checkout-ssr-data';

/**
 * Fills the query cache with what the server-drawn page was made from (the mirrored cart, the session, the
 * calculation, addresses, saved cards), so the page's hydration renders the very same markup. Being fresh, they
 * are not asked again when the page mounts (`DRAWN_ANSWER_FRESH_MS`), only on focus, reconnection or a change.
 */
export function seedFromServerRender(doc: Document = document): void {
  seedQueryCacheFromElement(SERVER_DATA_ELEMENT_ID, doc);
}
