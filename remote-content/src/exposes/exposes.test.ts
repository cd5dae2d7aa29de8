// @vitest-environment node
import type { ContentExposes } from '@botica/shared-contracts/exposes/content';
import { describeFederationSurface } from '@botica/platform/testing/federation-surface';

/** Each exposed file's exports satisfy the module's declared type (checked by the compiler). */
type Satisfies<T extends U, U> = T;
export type ExposesMatchContract = [
  Satisfies<typeof import('./pages'), ContentExposes['pages']>,
  Satisfies<typeof import('./footer-blog'), ContentExposes['footer-blog']>,
];

describeFederationSurface('content', new URL('../../', import.meta.url), () => import('./pages'));
