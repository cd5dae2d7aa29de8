import { type DependencyList, useEffect, useState } from 'react';

/** Runs a load on mount (and when deps change); a failure leaves the initial value (header data are optional). */
export function useApiData<T>(load: () => Promise<T>, initial: T, deps: DependencyList = []): T {
  const [data, setData] = useState<T>(initial);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setData(value),
      (error: unknown) => console.warn('[layout]', error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return data;
}
