// @vitest-environment node
import type { AccountExposes } from '@botica/shared-contracts/exposes/account';
import { describeFederationSurface } from '@botica/platform/testing/federation-surface';

/** Each exposed file's exports satisfy the module's declared type (checked by the compiler). */
type Satisfies<T extends U, U> = T;
export type ExposesMatchContract = [
  Satisfies<typeof import('./pages'), AccountExposes['pages']>,
  Satisfies<typeof import('./login-form'), AccountExposes['login-form']>,
];

describeFederationSurface('account', new URL('../../', import.meta.url), () => import('./pages'));
