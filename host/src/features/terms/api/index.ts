import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The terms' API call, downloaded when the customer accepts them (decision 054). */
export const { acceptTerms } = onFirstCall(() => import('./accept-terms'));
