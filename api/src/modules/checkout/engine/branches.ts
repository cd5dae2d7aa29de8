import { branchPoint, distanceKm, roundKm } from '@botica/shared-contracts/geo/distance';
import { isBranchOpen } from '@botica/shared-contracts/geo/branch-rules';
import { NEAREST_BRANCHES } from '@botica/shared-contracts/checkout/entities';
import type { NearbyBranch } from '@botica/shared-contracts/checkout/entities';
import type { EngineBranch, Point } from './types.js';


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
    .map((c) => ({ c, km: roundKm(distanceKm(point, branchPoint(c.branch))) }))
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
