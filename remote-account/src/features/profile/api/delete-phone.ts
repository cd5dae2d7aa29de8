import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { PhoneDeleteResponseSchema } from '@botica/shared-contracts/account/payloads';
import { api } from '../../../app/api-client';

/** `POST /clientes/datos/para-verificacion/eliminar-numero` (form data personaCodigo, numero); answers errorNum. */
export function deletePhone(personaCodigo: number, numero: string) {
  const form = new FormData();
  form.set('personaCodigo', String(personaCodigo));
  form.set('numero', numero);
  return call(async () => v.parse(PhoneDeleteResponseSchema, await api.post('clientes/datos/para-verificacion/eliminar-numero', { body: form }).json()));
}
