import { useCallback, useState } from 'react';
import { DEFAULT_CITY, LOCATION_HINTS } from '@botica/shared-contracts/geo/location';

export { LOCATION_HINTS };
/** The default city's point (shared-contracts geo/location). */
export const DEFAULT_POSITION = { lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng };
export const PRESS_HERE = 'Presione Aquí';

export type LocationHint = keyof typeof LOCATION_HINTS;
export interface Position {
  lat: number;
  lng: number;
  /** false when the default city stands in for the shopper's position. */
  real: boolean;
}

/**
 * The shopper's position for distances: the permission is checked first (granted reads the position again,
 * denied and prompt give their hints); a failed read falls back to the default city.
 */
export function useLocation() {
  const [position, setPosition] = useState<Position | null>(null);
  const [hint, setHint] = useState<LocationHint>('default');

  const read = useCallback(async () => {
    let state: PermissionState | 'error';
    try {
      state = navigator.permissions ? (await navigator.permissions.query({ name: 'geolocation' })).state : 'prompt';
    } catch {
      state = 'error';
    }
    if (state === 'denied' || !navigator.geolocation) {
      setHint(state === 'denied' ? 'denied' : 'default');
      setPosition({ ...DEFAULT_POSITION, real: false });
      return;
    }
    if (state === 'prompt') setHint('prompt');
    if (state === 'error') setHint('error');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, real: true });
        setHint('default');
      },
      (failure) => {
        setHint(failure.code === failure.PERMISSION_DENIED ? 'denied' : state === 'error' ? 'error' : 'default');
        setPosition({ ...DEFAULT_POSITION, real: false });
      },
      { timeout: 8000, maximumAge: 300_000 },
    );
  }, []);

  return { position, hint, read };
}

/** '1,4 km' (one decimal, the shop's Spanish number format). */
export const formatKm = (km: number) => `${km.toLocaleString('es-PY', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;

/** The directions link of a branch (a maps service's route to it, from the shopper when known). */
export function directionsUrl(to: { latitud: number; longitud: number }, from?: Position | null): string {
  const params = new URLSearchParams({ api: '1', destination: `${to.latitud},${to.longitud}` });
  if (from?.real) params.set('origin', `${from.lat},${from.lng}`);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
