import { sendJson } from '@botica/platform/http/client';
import { LoginResponseSchema, type LoginPayload } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `POST /customers/login`: the API sets the HttpOnly session cookie; the answer carries the token and clieCodigo. */
export function login(payload: LoginPayload) {
  return sendJson(api, 'post', 'customers/login', payload, LoginResponseSchema);
}
