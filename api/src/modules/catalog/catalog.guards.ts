import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../http/app-error.js';
import type { SessionCustomer } from '../auth/auth.types.js';

/** The session's `app.authenticate`; private catalogue routes also re-check the customer themselves. */
export function authGuard(app: FastifyInstance): preHandlerAsyncHookHandler {
  if (app.hasDecorator('authenticate')) return app.authenticate;
  return async (request) => {
    if (!request.customer) throw unauthorized();
  };
}

export function sessionCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw unauthorized();
  return request.customer;
}
