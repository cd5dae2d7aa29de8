import * as v from 'valibot';
import { useQuery } from '@botica/platform/data/query';
import { getJson } from '@botica/platform/http/client';
import { NationalitiesResponseSchema, NationalitySchema } from '@botica/shared-contracts/auth/payloads';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { api } from '../../../app/api-client';

export type Nationality = v.InferOutput<typeof NationalitySchema>;

/** `GET /customers/nacionalidades`. */
export async function fetchNationalities(): Promise<Nationality[]> {
  return (await getJson(api, 'customers/nacionalidades', NationalitiesResponseSchema)).results;
}

const NONE: Nationality[] = [];

/** The nationalities, read once per page when a foreign document is chosen (a failure leaves the list empty). */
export function useNationalities(enabled: boolean): Nationality[] {
  return useQuery(enabled ? accountQueries.nationalities() : null, fetchNationalities, { revalidateOnFocus: false }).data ?? NONE;
}
