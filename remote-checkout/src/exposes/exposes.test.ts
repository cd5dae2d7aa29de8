// @vitest-environment node
import type { CheckoutExposes } from '@botica/shared-contracts/exposes/checkout';
import { describeFederationSurface } from '@botica/platform/testing/federation-surface';

/** Each exposed file's exports satisfy the module's declared type (checked by the compiler). */
type Satisfies<T extends U, U> = T;
export type ExposesMatchContract = [
  Satisfies<typeof import('./pages'), CheckoutExposes['pages']>,
  Satisfies<typeof import('./cart-service'), CheckoutExposes['cart-service']>,
  Satisfies<typeof import('./mini-cart'), CheckoutExposes['mini-cart']>,
  Satisfies<typeof import('./add-to-cart-button'), CheckoutExposes['add-to-cart-button']>,
];

describeFederationSurface('checkout', new URL('../../', import.meta.url), () => import('./pages'));
