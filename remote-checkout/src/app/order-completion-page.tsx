import { useCallback } from 'react';
import { useParams, useSearchParams } from '@botica/platform/router';
import { trackPurchase } from '../features/analytics/state/purchase-analytics';
import { OrderFinishedPage, useFinishedOrder } from '../features/cart/components/order-finished-page';
import { cartStore } from '../features/cart/state/cart.service';
import { CompletionGate } from '../features/payments/components/completion-gate';
import { RouletteOffer } from '../features/roulette/components/roulette-offer';

/**
 * /compra-finalizada/{id}: the payments' arrival rules around the cart's order view. Arriving finishes the cart
 * (emptied in the browser, the saved one marked finished): for cash it already was when the order was placed,
 * for online methods it is now, once paid. It also fires the purchase analytics and the server-side conversion
 * of the order, except for the oncology cart; neither happens on the failure variant nor for an order that does not
 * exist (the gate does not arrive).
 */
export function OrderCompletionPage() {
  const [search] = useSearchParams();
  const { id } = useParams();
  const oncologico = search.get('oncologico') === 'true';
  const codigo = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const store = cartStore();
  const { order, known, missing } = useFinishedOrder();
  const onArrival = useCallback(() => {
    store.ordered(oncologico);
    if (codigo !== null) void trackPurchase(codigo, oncologico);
  }, [store, oncologico, codigo]);
  return (
    <CompletionGate onArrival={onArrival} ready={known && !missing} pagoOnline={order.data?.pagoOnline ?? null}>
      <OrderFinishedPage offer={codigo !== null && !oncologico ? <RouletteOffer codigo={codigo} /> : null} />
    </CompletionGate>
  );
}
