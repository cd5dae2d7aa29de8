import { getJson } from '@botica/platform/http/client';
import { LocationsResponseSchema } from '@botica/shared-contracts/checkout/responses';
import type { Location } from '@botica/shared-contracts/geo/entities';
import { api } from '../../../app/api-client';

/** `GET /ubicaciones`: the departments. */
export const fetchDepartments = (): Promise<Location[]> => getJson(api, 'ubicaciones', LocationsResponseSchema).then((r) => r.results);

/** `GET /ubicaciones/{id}/hijos`: a department's cities or a city's barrios. */
export const fetchChildren = (codigo: number): Promise<Location[]> =>
  getJson(api, `ubicaciones/${codigo}/hijos`, LocationsResponseSchema).then((r) => r.results);
