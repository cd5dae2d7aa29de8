import { getJson } from '@botica/platform/http/client';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { CustomerResponseSchema, type Customer } from '@botica/shared-contracts/customer/entities';
import { api, QUIET } from '../../../api/api-client';

/**
 * `GET /clientes`: the only way the page learns who is logged in (the token cookie is HttpOnly).
 * 401/403 mean a visitor (a quiet call: no login redirect); other failures are rethrown.
 */
export async function fetchCustomer(): Promise<Customer | null> {
  try {
    const answer = await getJson(api, 'clientes', CustomerResponseSchema, QUIET);
    return answer.ok ? answer.result : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
