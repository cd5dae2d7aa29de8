import { getJson } from '@botica/shared-contracts/http/client';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { CustomerResponseSchema, type Customer } from '@botica/shared-contracts/customer/entities';
import { sessionClient } from './session-client';

/**
 * `GET /clientes`: the only way the page learns who is logged in (the token cookie is HttpOnly).
 * 401/403 mean a visitor; other failures are rethrown so the caller keeps what it had.
 */
export async function fetchCustomer(): Promise<Customer | null> {
  try {
    const answer = await getJson(sessionClient, 'clientes', CustomerResponseSchema, { retry: 0 });
    return answer.ok ? answer.result : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
