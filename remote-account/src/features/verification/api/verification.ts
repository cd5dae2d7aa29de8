import * as v from 'valibot';
import { getJson, sendJson } from '@botica/platform/http/client';
import { NationalitiesResponseSchema } from '@botica/shared-contracts/auth/payloads';
import {
  RucCheckResponseSchema,
  VerificationCheckResponseSchema,
  VerificationPatchResponseSchema,
  type VerificationPatch,
} from '@botica/shared-contracts/account/verification';
import { api } from '../../../app/api-client';

/** `GET /clientes/datos/para-verificacion?documento&celular`. */
export const checkData = (documento: string, celular: string) =>
  getJson(api, 'clientes/datos/para-verificacion', VerificationCheckResponseSchema, { searchParams: { documento, celular } });

/** `PATCH /clientes/datos/para-verificacion`: the form data with codigoDeVerificacionOtp. */
export const advanceVerification = (body: VerificationPatch) => sendJson(api, 'patch', 'clientes/datos/para-verificacion', body, VerificationPatchResponseSchema);

/** RUC check on blur (value and kind 'ruc'). */
export const checkRuc = (value: string) =>
  getJson(api, 'clientes/datos/verificar-ruc', RucCheckResponseSchema, { searchParams: { value, kind: 'ruc' } }).then((r) => r.results);

/** Nationality list (NACI_CODIGO, NACI_DESCRIPCION in the spec; codigo, descripcion here). */
export const fetchNationalities = () => getJson(api, 'customers/nacionalidades', NationalitiesResponseSchema).then((r) => r.results);
export type Nationality = v.InferOutput<typeof NationalitiesResponseSchema>['results'][number];
