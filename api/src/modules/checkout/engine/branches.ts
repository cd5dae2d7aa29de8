import { isBranchOpen } from '@botica/shared-contracts/geo/branch-rules';
import { NEAREST_BRANCHES } from '@botica/shared-contracts/checkout/entities';
import type { NearbyBranch } from '@botica/shared-contracts/checkout/entities';
import { haversineKm } from '../../catalog/availability/geo.js';
import type { EngineBranch, Point } from './types.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The nearest branch to a point among those that pass `keep`, with its distance. */
export function nearestBranch<B extends EngineBranch>(point: Point, branches: B[], keep: (b: B) => boolean = () => true) {
  let best: B | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const b of branches) {
    if (!keep(b)) continue;
    const km = haversineKm(point.lat, point.lng, b.latitud, b.longitud);
    if (km < bestKm || (km === bestKm && best && b.codigo < best.codigo)) [best, bestKm] = [b, km];
  }
  return best ? { branch: best, km: bestKm } : null;
}

/**
 * The branches offered when the serving branch lacks stock: open ones only, sorted by distance, the first 4,
 * each with its stock of the lacking products. Branches holding all of it come first among equals in distance.
 */
export function nearbyOpenBranches(
  point: Point,
  candidates: { branch: EngineBranch; stock: Map<number, number> }[],
  lacking: number[],
  now: Date,
  exclude: number | null,
): NearbyBranch[] {
  return candidates
    .filter((c) => c.branch.codigo !== exclude && isBranchOpen(c.branch.horarios, now))
    .map((c) => ({ c, km: round2(haversineKm(point.lat, point.lng, c.branch.latitud, c.branch.longitud)) }))
    .sort((a, b) => a.km - b.km || a.c.branch.codigo - b.c.branch.codigo)
    .slice(0, NEAREST_BRANCHES)
    .map(({ c, km }) => ({
      codigo: c.branch.codigo,
      numero: c.branch.numero,
      descripcion: c.branch.descripcion,
      direccion: c.branch.direccion,
      latitud: c.branch.latitud,
      longitud: c.branch.longitud,
      DISTANCIA_KM: km,
      abierta: 'S' as const,
      existencias: lacking.map((productoCodigo) => ({ productoCodigo, existencia: c.stock.get(productoCodigo) ?? 0 })),
    }));
}
