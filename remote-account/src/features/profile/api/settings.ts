import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { CustomerSchema } from '@botica/shared-contracts/customer/entities';
import { api } from '../../../app/api-client';

const SavedSchema = v.object({ ok: v.literal(true), message: v.string(), result: CustomerSchema });

/** `POST /clientes/actualizar-configuracion` (multipart cnotiEstadoAux A|D, cnotiMetodoAux EMAIL|SMS). */
export function saveSettings(estado: 'A' | 'D', metodo: 'email' | 'sms') {
  const form = new FormData();
  form.set('cnotiEstadoAux', estado);
  form.set('cnotiMetodoAux', metodo.toUpperCase());
  return call(async () => v.parse(SavedSchema, await api.post('clientes/actualizar-configuracion', { body: form }).json()));
}
