import type { FastifyRequest } from 'fastify';
import { loginRequired } from './auth.errors.js';
import type { SessionCustomer } from './auth.types.js';

/**
 * The preHandler of every private route: without a live session the answer is 401 with the Spanish message,
 * and the handler does not run. The session itself is resolved for every request by `auth.plugin.ts`.
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!request.customer) throw loginRequired();
}

/** The session's customer, for a handler behind `requireCustomer` (the same 401 if there is none). */
export function sessionCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw loginRequired();
  return request.customer;
}
