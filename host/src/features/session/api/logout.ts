import { call } from '@botica/shared-contracts/http/client';
import { sessionClient } from './session-client';

/** `POST /customers/logout`: the API drops the session and clears the HttpOnly cookie. */
export async function logout(): Promise<void> {
  await call(() => sessionClient.post('customers/logout', { json: {} }));
}
