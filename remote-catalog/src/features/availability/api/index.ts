import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The branches' stock of a product, downloaded with the first call made (decision 054). */
export const { placeStock } = onFirstCall(() => import('./availability'));
export type { ChosenPlace } from './availability';
