import React, { type ComponentType } from 'react';
import { recordReact } from '@botica/platform/diagnostics/react-identity';
import { CartPageNormal, CartPageOncology } from '../features/cart/components/cart-page';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages: Record<string, ComponentType> = {
  cart: CartPageNormal,
  'cart-oncology': CartPageOncology,
};

recordReact('checkout', React);
