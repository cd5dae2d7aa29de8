import { fetchQuery } from '@botica/platform/data/query';
import { getJson } from '@botica/platform/http/client';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { geoQueries } from '@botica/shared-contracts/geo/queries';
import { BranchesResponseSchema, NearestPlaceResponseSchema } from '@botica/shared-contracts/geo/responses';
import { api } from '../../../app/api-client';

/** `GET /sucursales`: every branch with its hours and position (the page's one cache shares it with checkout). */
export function getBranches(): Promise<Branch[]> {
  return fetchQuery(geoQueries.branches(), async () => (await getJson(api, 'sucursales', BranchesResponseSchema)).results);
}

/**
 * `GET /ubicaciones/cercana`: a position named by its plus code (spec 000 §7), as a shopper reads it: the compound
 * name ('M49M+Q8 Encarnación, Itapúa'), or the global code beside the nearest place when that place is too far to
 * read the short code against ('5846M49M+Q8 · Encarnación, Itapúa').
 */
export async function getPlaceName(lat: number, lng: number): Promise<string> {
  const { nombre, plusCode } = (await getJson(api, `ubicaciones/cercana?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`, NearestPlaceResponseSchema)).result;
  if (!plusCode) return nombre;
  return plusCode.compuesto ?? `${plusCode.global} · ${nombre}`;
}
