import { useCallback, useState } from 'react';
import { DEFAULT_CITY, type PermissionHint as Hint } from '@botica/shared-contracts/geo/location';

/** The default city's point (shared-contracts geo/location). */
export const DEFAULT_POSITION = { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng };

export type PermissionHint = Hint | null;

/** Reads the browser position; on failure the default city is used and a hint explains why. */
export function usePosition() {
  const [position, setPosition] = useState<{ lat: number; lng: number; real: boolean } | null>(null);
  const [hint, setHint] = useState<PermissionHint>(null);

  const read = useCallback(async () => {
    let state: PermissionState | 'error' = 'prompt';
    try {
      state = navigator.permissions ? (await navigator.permissions.query({ name: 'geolocation' })).state : 'prompt';
    } catch {
      state = 'error';
    }
    if (state === 'denied') setHint('denied');
    else if (state === 'prompt') setHint('prompt');
    else if (state === 'error') setHint('error');
    else setHint(null);
    if (!navigator.geolocation || state === 'denied') {
      setPosition({ ...DEFAULT_POSITION, real: false });
      if (state !== 'denied') setHint('default');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setHint(null);
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, real: true });
      },
      () => {
        setHint((h) => (h === 'prompt' || h === null ? 'default' : h));
        setPosition({ ...DEFAULT_POSITION, real: false });
      },
      { timeout: 8000, maximumAge: 300000 },
    );
  }, []);

  return { position, hint, read };
}
