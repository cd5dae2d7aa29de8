import { onFirstCall } from '@botica/platform/http/on-first-call';

/**
 * The header's and footer's API reads (./header-data.ts). A drawn page boots with their answers from the document,
 * so the HTTP client and the schemas are downloaded with the first read that is really made (decision 054).
 */
export const {
  fetchMenu,
  fetchMenuButtons,
  fetchParameters,
  fetchActiveCover,
  fetchFavouritesCount,
  fetchCartCount,
  fetchDataAttribution,
  fetchCartEnabled,
  fetchLayoutNews,
} = onFirstCall(() => import('./header-data'));
