import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { getJson } from '@botica/platform/http/client';
import { NationalitiesResponseSchema, NationalitySchema } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

export type Nationality = v.InferOutput<typeof NationalitySchema>;

let cache: Promise<Nationality[]> | undefined;

/** `GET /customers/nacionalidades`, loaded once per page when a foreign document is chosen. */
export function fetchNationalities(): Promise<Nationality[]> {
  cache ??= getJson(api, 'customers/nacionalidades', NationalitiesResponseSchema)
    .then((answer) => answer.results)
    .catch((error: unknown) => {
      cache = undefined;
      throw error;
    });
  return cache;
}

export function useNationalities(enabled: boolean): Nationality[] {
  const [list, setList] = useState<Nationality[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchNationalities()
      .then((items) => live && setList(items))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return list;
}
