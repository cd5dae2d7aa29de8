import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The gift card purchase's calls, downloaded with the first call made (decision 054). */
export const { fetchGiftAmounts, fetchGiftTemplates, calculateGift, generateGift } = onFirstCall(() => import('./giftcards-api'));
