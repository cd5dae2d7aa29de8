import { onFirstCall } from '@botica/platform/http/on-first-call';

/** A category's API reads, downloaded with the first call made (decision 054). */
export const { categoryDetail, categoryRelations, featuredCategories } = onFirstCall(() => import('./category'));
