import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The branches' reads, downloaded with the first call made (decision 054). */
export const { getBranches, fetchLastBranches } = onFirstCall(() => import('./get-branches'));
