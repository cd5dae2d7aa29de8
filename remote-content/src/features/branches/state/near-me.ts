import { DEFAULT_CITY, type PermissionHint } from '@botica/shared-contracts/geo/location';

export { DEFAULT_CITY, LOCATION_HINTS, type PermissionHint } from '@botica/shared-contracts/geo/location';

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
