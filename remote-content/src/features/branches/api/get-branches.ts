import { fetchQuery } from '@botica/platform/data/query';
import { getJson } from '@botica/platform/http/client';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { geoQueries } from '@botica/shared-contracts/geo/queries';
import { BranchesResponseSchema } from '@botica/shared-contracts/geo/responses';
import { api } from '../../../app/api-client';

/** `GET /sucursales`: every branch with its hours and position (the page's one cache shares it with checkout). */
export function getBranches(): Promise<Branch[]> {
  return fetchQuery(geoQueries.branches(), async () => (await getJson(api, 'sucursales', BranchesResponseSchema)).results);
}
