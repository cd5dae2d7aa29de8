import { useCallback } from 'react';
import { useSearchParams } from '@botica/platform/router';
import { OrderFinishedPage } from '../features/cart/components/order-finished-page';
import { cartStore } from '../features/cart/state/cart.service';
import { CompletionGate } from '../features/payments/components/completion-gate';

const savedCartId = (id: string | number | null) => (id !== null && /^\d{1,9}$/.test(String(id)) ? Number(id) : null);

/** /compra-finalizada/{id}: the payments' arrival rules around the cart's order view. */
export function OrderCompletionPage() {
  const [search] = useSearchParams();
  const oncologico = search.get('oncologico') === 'true';
  const store = cartStore();
  const clearCart = useCallback(() => store.clear(oncologico), [store, oncologico]);
  return (
    <CompletionGate clearCart={clearCart} cartId={savedCartId(store.get(oncologico).cartId)}>
      <OrderFinishedPage />
    </CompletionGate>
  );
}
