import { useEffect, useState } from 'react';
import { request } from '@botica/shared-contracts/events/bus';
import type { DeliveryPlace } from '@botica/shared-contracts/events/event-map';

/**
 * The address or pickup branch the customer chose in the cart, as the cart's owner (checkout) tells it; null
 * until it answered, for visitors, and when checkout is unreachable.
 */
export function useChosenPlace(enabled: boolean): DeliveryPlace | null {
  const [place, setPlace] = useState<DeliveryPlace | null>(null);
  useEffect(() => {
    if (!enabled) {
      setPlace(null);
      return;
    }
    let live = true;
    request('checkout:delivery-place', {}).then(
      (answer) => live && setPlace(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return place;
}
