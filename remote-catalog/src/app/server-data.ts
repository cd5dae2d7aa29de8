import { seedQueryCacheFromElement } from '@botica/platform/data/query';

/** The element in which the host embeds the data of the catalog's server-rendered first screen. */
export const SERVER_DATA_ELEMENT_ID = 'catalog-ssr-data';

/**
 * Fills the query cache with the answers the server-rendered markup was made from, so the page's first
 * render in the browser shows the same content (no placeholder flash, no layout shift). Being fresh, they are
 * not asked again when the components mount (`DRAWN_ANSWER_FRESH_MS`), only on focus or reconnection.
 */
export function seedFromServerRender(doc: Document = document): void {
  seedQueryCacheFromElement(SERVER_DATA_ELEMENT_ID, doc);
}
