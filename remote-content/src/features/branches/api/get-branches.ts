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

/** `GET /ubicaciones/cercana`: the readable name of a position ('San Lorenzo, Central'). */
export async function getPlaceName(lat: number, lng: number): Promise<string> {
  return (await getJson(api, `ubicaciones/cercana?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`, NearestPlaceResponseSchema)).result.nombre;
}
