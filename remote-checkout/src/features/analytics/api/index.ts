import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The purchase's conversion, downloaded with the first call made (decision 054). */
export const { recordPurchase } = onFirstCall(() => import('./record-purchase'));
