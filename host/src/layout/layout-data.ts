import type { QueryOptions } from '@botica/platform/data/query';

/**
 * The layout's reads (menu, parameters, cover, cart settings, data attribution): asked once per page through the
 * shared data layer; they do not change while a page is open, so a refocus does not ask again. A failure leaves
 * the layout's defaults (header data are optional) and the next page asks again.
 */
export const LAYOUT_DATA: QueryOptions = { revalidateOnFocus: false };
