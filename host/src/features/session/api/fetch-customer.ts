import { getJson } from '@botica/platform/http/client';
import { SessionStateResponseSchema, type Customer } from '@botica/shared-contracts/customer/entities';
import { api, QUIET } from '../../../api/api-client';

/**
 * `GET /customers/sesion`: the only way the page learns who is logged in (the token cookie is HttpOnly). A visitor
 * is an ordinary answer (200, not logged in), so a visitor's page makes no failing request; failures are rethrown.
 */
export async function fetchCustomer(): Promise<Customer | null> {
  const answer = await getJson(api, 'customers/sesion', SessionStateResponseSchema, QUIET);
  return answer.authenticated ? answer.result : null;
}
