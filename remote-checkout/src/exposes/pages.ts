import { CheckoutPageNormal, CheckoutPageOncology } from '../features/cart/components/checkout-page';
import { OrderFinishedPage } from '../features/cart/components/order-finished-page';
import { SharedCartPage } from '../features/cart/components/shared-cart-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  cart: CheckoutPageNormal,
  'cart-oncology': CheckoutPageOncology,
  'order-finished': OrderFinishedPage,
  'share-cart': SharedCartPage,
} satisfies PagesModule<'checkout'>['pages'];
