import { sendJson } from '@botica/platform/http/client';
import { RegistrationResponseSchema, type RegistrationPayload } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `POST /clientes/registro`: creates the customer and opens the session (cookie) in one step. */
export function registerCustomer(payload: RegistrationPayload) {
  return sendJson(api, 'post', 'clientes/registro', payload, RegistrationResponseSchema);
}
