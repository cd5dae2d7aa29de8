import { sendJson } from '@botica/platform/http/client';
import { OkMessageSchema } from '@botica/shared-contracts/account/responses';
import { api } from '../../../app/api-client';

/** Asks for the password-change e-mail (payload: description 'email' and the value). */
export const requestPasswordChange = (email: string) =>
  sendJson(api, 'post', 'clientes/cambiar-contrasena', { description: 'email', value: email }, OkMessageSchema);
