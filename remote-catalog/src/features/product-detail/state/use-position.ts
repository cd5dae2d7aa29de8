import { useCallback, useState } from 'react';

/** Asunción: used when the browser cannot or may not give a position (spec 000 §4). */
export const DEFAULT_POSITION = { lat: -25.2637, lng: -57.5759 };

export const LOCATION_DENIED = 'Hemos verificado que haz denegado permitos de ubicación a nuestro sitio, por favor verifique';
export const LOCATION_PROMPT = 'Por favor permitir ubicación a este sitio en el cuadro de dialogo';
export const LOCATION_CHECK_FAILED = 'Error checking geolocation permission';
export const LOCATION_DEFAULT_HINT = 'Para mejor experiencia te recomendamos activar su ubicación, si ya lo hiciste';

export type PermissionHint = 'denied' | 'prompt' | 'error' | 'default' | null;

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
