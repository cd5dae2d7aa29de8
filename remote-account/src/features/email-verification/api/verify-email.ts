import { sendJson } from '@botica/platform/http/client';
import { OkMessageResponseSchema } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `POST /clientes/verificar-correo`: confirms the e-mail with the token the customer received. */
export function verifyEmail(token: string) {
  return sendJson(api, 'post', 'clientes/verificar-correo', { token }, OkMessageResponseSchema);
}
