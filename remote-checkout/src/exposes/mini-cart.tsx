import type { ComponentProps } from 'react';
import { CartErrorBoundary } from '../features/cart/components/cart-error-boundary';
import { MiniCart as MiniCartView } from '../features/cart/components/mini-cart';

/** The header's mini-cart; a crash resets the cart and reads 'Algo salió mal' (spec 000 §4). */
export function MiniCart(props: ComponentProps<typeof MiniCartView>) {
  return (
    <CartErrorBoundary compact>
      <MiniCartView {...props} />
    </CartErrorBoundary>
  );
}
