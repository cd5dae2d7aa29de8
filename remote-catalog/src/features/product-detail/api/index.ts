import { onFirstCall } from '@botica/platform/http/on-first-call';

/** A product's reads, downloaded with the first call made (decision 054). */
export const { getProduct, relatedProducts, whereToBuy, discountDescription } = onFirstCall(() => import('./product-detail'));
