import { onFirstCall } from '@botica/platform/http/on-first-call';

/** A product's rating, downloaded with the first call made (decision 054). */
export const { getRating, sendRating } = onFirstCall(() => import('./ratings'));
