import { fetchQuery } from '@botica/platform/data/query';
import { getJson } from '@botica/platform/http/client';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { geoQueries } from '@botica/shared-contracts/geo/queries';
import { BranchesResponseSchema } from '@botica/shared-contracts/geo/responses';
import { api, QUIET } from '../../../app/api-client';

/** `GET /sucursales`: every branch with its hours and position, once per page. */
export function getBranches(): Promise<Branch[]> {
  return fetchQuery(geoQueries.branches(), async () => (await getJson(api, 'sucursales', BranchesResponseSchema)).results);
}

/** `GET /sucursales/favoritas`: the customer's last pickup branches (a background read: a failure shows none). */
export const fetchLastBranches = () => getJson(api, 'sucursales/favoritas', BranchesResponseSchema, QUIET).then((r) => r.results);
