import { seedQueryCacheFromElement } from '@botica/platform/data/query';

/** The element in which the host embeds the data of the content's server-drawn first screen. */
export const SERVER_DATA_ELEMENT_ID = 'content-ssr-data';

/**
 * Fills the query cache with the answers the server-drawn markup was made from, so the page's first render in the
 * browser shows the same content and hydrates as drawn (see @botica/platform/data/query's DRAWN_ANSWER_FRESH_MS).
 */
export function seedFromServerRender(doc: Document = document): void {
  seedQueryCacheFromElement(SERVER_DATA_ELEMENT_ID, doc);
}
