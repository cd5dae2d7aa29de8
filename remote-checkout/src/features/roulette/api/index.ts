import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The roulette's calls, downloaded with the first call made (decision 054). */
export const { checkRoulette, spin } = onFirstCall(() => import('./roulette-api'));
