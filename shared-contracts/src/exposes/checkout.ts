import type { ComponentType } from 'react';
import type { CartItem } from '../cart/entities';
import type { PagesModule } from './pages';

export interface MiniCartProps {
  /** Called when the shopper follows a link out of the dropdown (the header closes it). */
  onNavigate?: () => void;
}

export interface AddToCartButtonProps {
  item: CartItem;
  oncologico?: boolean;
  disabled?: boolean;
  label?: string;
  className?: string;
}

/** What remote-checkout exposes: module name → its exports. */
export interface CheckoutExposes {
  pages: PagesModule<'checkout'>;
  /** The cart service the host starts when the page first needs the cart (idempotent); the returned function stops it. */
  'cart-service': { startCartService: () => () => void };
  /** The header's cart dropdown. */
  'mini-cart': { MiniCart: ComponentType<MiniCartProps> };
  /** A button that adds an item through `checkout:add-to-cart`. */
  'add-to-cart-button': { AddToCartButton: ComponentType<AddToCartButtonProps> };
}
