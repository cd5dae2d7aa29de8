import { useEffect, useState } from 'react';
import { request } from '@botica/shared-contracts/events/bus';
import type { DeliveryPlace } from '@botica/shared-contracts/events/event-map';

/**
 * The address or pickup branch the customer chose in the cart, as the cart's owner (checkout) tells it; null for
 * visitors, when none is chosen and when checkout is unreachable. `settled` says whether that is known yet.
 */
export function useChosenPlace(enabled: boolean): { place: DeliveryPlace | null; settled: boolean } {
  const [answer, setAnswer] = useState<{ place: DeliveryPlace | null; settled: boolean }>({ place: null, settled: !enabled });
  useEffect(() => {
    if (!enabled) {
      setAnswer({ place: null, settled: true });
      return;
    }
    let live = true;
    setAnswer((a) => (a.settled ? { place: null, settled: false } : a));
    request('checkout:delivery-place', {}).then(
      (place) => live && setAnswer({ place, settled: true }),
      () => live && setAnswer({ place: null, settled: true }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return answer;
}
