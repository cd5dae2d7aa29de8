import { CartPageNormal, CartPageOncology } from '../features/cart/components/cart-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  cart: CartPageNormal,
  'cart-oncology': CartPageOncology,
} satisfies PagesModule<'checkout'>['pages'];
