// @vitest-environment node
import type { CatalogExposes } from '@botica/shared-contracts/exposes/catalog';
import { describeFederationSurface } from '@botica/platform/testing/federation-surface';

/** Each exposed file's exports satisfy the module's declared type (checked by the compiler). */
type Satisfies<T extends U, U> = T;
export type ExposesMatchContract = [
  Satisfies<typeof import('./pages'), CatalogExposes['pages']>,
  Satisfies<typeof import('./search-box'), CatalogExposes['search-box']>,
  Satisfies<typeof import('./product-grid'), CatalogExposes['product-grid']>,
];

describeFederationSurface('catalog', new URL('../../', import.meta.url), () => import('./pages'));
