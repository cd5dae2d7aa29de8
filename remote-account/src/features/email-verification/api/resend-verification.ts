import { sendJson } from '@botica/platform/http/client';
import { OkMessageResponseSchema } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `POST /clientes/verificar-correo/enviar`: sends the verification link to the customer's e-mail again. */
export function resendVerification() {
  return sendJson(api, 'post', 'clientes/verificar-correo/enviar', undefined, OkMessageResponseSchema);
}
