import { call } from '@botica/platform/http/client';
import { api, QUIET } from '../../../api/api-client';

/** `POST /customers/logout`: the API drops the session and clears the HttpOnly cookie. */
export async function logout(): Promise<void> {
  await call(() => api.post('customers/logout', { json: {}, ...QUIET }));
}
