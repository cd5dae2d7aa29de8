import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const APP_AUTH_MESSAGE = 'Solicitud no autorizada: falta la autorización de la aplicación.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a mutating route from the application authorisation (provider callbacks). */
    appAuth?: boolean;
  }
}

/**
 * Every mutating call under /api carries the fixed application authorisation (spec 000 §6). Together with
 * the CORS allow-list and the SameSite=Lax cookie it keeps other sites from making calls with a session.
 * The sandbox console's own HTML forms live under /sandbox and are not affected.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      if (!request.url.startsWith('/api/') && request.url !== '/api') return;
      if (request.routeOptions.config?.appAuth === false) return;
      if (request.headers.authorization !== APP_AUTHORIZATION) {
        throw new AppError(401, 'APP_UNAUTHORIZED', APP_AUTH_MESSAGE);
      }
    });
  },
  { name: 'app-auth' },
);
