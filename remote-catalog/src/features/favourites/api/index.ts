import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The customer's favourites, downloaded with the first call made (decision 054). */
export const { checkFavourite, addFavourite, removeFavourite, listFavourites } = onFirstCall(() => import('./favourites'));
