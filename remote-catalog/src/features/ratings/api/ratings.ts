import * as v from 'valibot';
import { call, getJson } from '@botica/platform/http/client';
import { RatingResponseSchema, RatingSavedResponseSchema } from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

export const getRating = (codigo: number) => getJson(api, `calificaciones/ver/${codigo}`, RatingResponseSchema).then((r) => r.result);

/** `POST /calificaciones/agregar/{code}` with the form field `puntaje`. */
export const sendRating = (codigo: number, puntaje: number) =>
  call(async () =>
    v.parse(
      RatingSavedResponseSchema,
      await api.post(`calificaciones/agregar/${codigo}`, { body: new URLSearchParams({ puntaje: String(puntaje) }) }).json(),
    ),
  ).then((r) => r.result);
