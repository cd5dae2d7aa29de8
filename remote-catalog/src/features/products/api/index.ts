import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The product lists and the search, downloaded with the first call made (decision 054). */
export const { titledList, plainList, categoryProducts, searchProducts, getWorld, searchSuggestions, homeList } = onFirstCall(() => import('./product-lists'));
export type { ListParams, ProductList } from './product-lists';
