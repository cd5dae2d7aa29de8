// Distance between two points on the map: the one formula the API (nearest branch, delivery zone, where to buy)
// and the pages (nearest branches, /sucursales near me) measure with.

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // rounding can push h a hair above 1 for antipodal points
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the API sends it (`DISTANCIA_KM`, `distancia`): km with two decimals. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

/** A branch's point (its `latitud`, `longitud`). */
export const branchPoint = (b: { latitud: number; longitud: number }): LatLng => ({ lat: b.latitud, lng: b.longitud });

interface PlacedBranch {
  codigo: number;
  latitud: number;
  longitud: number;
}

/** The nearest branch to a point among those that pass `keep`, with its distance; a tie goes to the lower code. */
export function nearestBranch<B extends PlacedBranch>(point: LatLng, branches: readonly B[], keep: (b: B) => boolean = () => true) {
  let best: B | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const b of branches) {
    if (!keep(b)) continue;
    const km = distanceKm(point, branchPoint(b));
    if (km < bestKm || (km === bestKm && best && b.codigo < best.codigo)) [best, bestKm] = [b, km];
  }
  return best ? { branch: best, km: bestKm } : null;
}

/**
 * The delivery zone of a point: the nearest branch that delivers, and how far it is. The branch an address is
 * saved with, the stock the catalogue shows for it and the branch checkout delivers from are all this one.
 */
export function deliveryZone<B extends PlacedBranch & { delivery: boolean }>(point: LatLng, branches: readonly B[]) {
  return nearestBranch(point, branches, (b) => b.delivery);
}
