/** Asunción: the default city when the shopper's position is unknown (spec 000 §3 "Location permission"). */
export const DEFAULT_CITY = { lat: -25.2637, lng: -57.5759, nombre: 'Asunción' } as const;

/** The location-permission hints of spec 000 §8, verbatim. */
export const LOCATION_HINTS = {
  denied: 'Hemos verificado que haz denegado permitos de ubicación a nuestro sitio, por favor verifique',
  prompt: 'Por favor permitir ubicación a este sitio en el cuadro de dialogo',
  error: 'Error checking geolocation permission',
  default: 'Para mejor experiencia te recomendamos activar su ubicación, si ya lo hiciste',
} as const;

export type PermissionHint = keyof typeof LOCATION_HINTS;

/** The permission state's hint: granted has none. */
export async function permissionHint(): Promise<PermissionHint | null> {
  try {
    if (!navigator.permissions) return 'default';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state === 'granted') return null;
    return status.state === 'denied' ? 'denied' : 'default';
  } catch {
    return 'error';
  }
}

/** The browser's position, or the default city when it is refused or fails (with the hint to show). */
export function currentPosition(): Promise<{ lat: number; lng: number; hint: PermissionHint | null; fallback: boolean }> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve({ ...DEFAULT_CITY, hint: 'error', fallback: true });
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude, hint: null, fallback: false }),
      (e) => resolve({ ...DEFAULT_CITY, hint: e.code === e.PERMISSION_DENIED ? 'denied' : 'error', fallback: true }),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
