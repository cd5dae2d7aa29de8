import * as v from 'valibot';
import { call } from '@botica/platform/http/client';
import { CustomerSchema } from '@botica/shared-contracts/customer/entities';
import { api } from '../../../app/api-client';

const SavedSchema = v.object({ ok: v.literal(true), message: v.string(), result: CustomerSchema });

/** Images only, at most 2 MB (the API checks the bytes too). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /clientes/actualizar-perfil`: multipart NOMBRES and file; an immediate save. */
export function uploadProfilePicture(nombres: string, file: File) {
  const form = new FormData();
  form.set('NOMBRES', nombres);
  form.set('file', file);
  return call(async () => v.parse(SavedSchema, await api.post('clientes/actualizar-perfil', { body: form }).json()));
}
