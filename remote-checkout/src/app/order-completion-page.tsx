import { useCallback } from 'react';
import { useSearchParams } from '@botica/platform/router';
import { OrderFinishedPage } from '../features/cart/components/order-finished-page';
import { cartStore } from '../features/cart/state/cart.service';
import { CompletionGate } from '../features/payments/components/completion-gate';

/**
 * /compra-finalizada/{id}: the payments' arrival rules around the cart's order view. Arriving finishes the cart
 * (emptied in the browser, the saved one marked finished): for cash it already was when the order was placed,
 * for online methods it is now, once paid.
 */
export function OrderCompletionPage() {
  const [search] = useSearchParams();
  const oncologico = search.get('oncologico') === 'true';
  const store = cartStore();
  const onArrival = useCallback(() => store.ordered(oncologico), [store, oncologico]);
  return (
    <CompletionGate onArrival={onArrival}>
      <OrderFinishedPage />
    </CompletionGate>
  );
}
