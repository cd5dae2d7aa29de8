import React from 'react';
import { recordReact } from '@botica/platform/diagnostics/react-identity';
import { CartPageNormal, CartPageOncology } from '../features/cart/components/cart-page';
import { SharedCartPage } from '../features/cart/components/shared-cart-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  cart: CartPageNormal,
  'cart-oncology': CartPageOncology,
  'share-cart': SharedCartPage,
} satisfies PagesModule<'checkout'>['pages'];

recordReact('checkout', React);
