import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../http/app-error.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN_MESSAGE = 'Solicitud rechazada: proviene de un sitio no permitido.';

/** The shop's own origins: PUBLIC_URL and every origin in CORS_ORIGINS. */
export function allowedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>): Set<string> {
  const origins = new Set<string>();
  for (const value of [config.PUBLIC_URL, ...config.CORS_ORIGINS.split(',')]) {
    try {
      origins.add(new URL(value.trim()).origin);
    } catch {
      // a malformed entry allows nothing
    }
  }
  return origins;
}

/** A browser request made by another site: its Origin is not one of ours, or (without Origin) the browser says it is cross-site. */
export function isForeign(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowed.has(origin);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Cross-site request forgery: a mutating call under /api coming from another site is refused before anything
 * runs, whatever cookie it carries. Callers outside a browser (the host's server, the providers' callbacks,
 * which are exempt with `appAuth: false`) send no Origin and are not affected.
 */
export default fp(
  async (app: FastifyInstance) => {
    const allowed = allowedOrigins(app.config);
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method)) return;
      if (!request.url.startsWith('/api/')) return;
      if (request.routeOptions.config?.appAuth === false) return;
      if (isForeign(request, allowed)) throw new AppError(403, 'FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
    });
  },
  { name: 'same-origin' },
);
