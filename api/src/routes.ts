import type { FastifyInstance } from 'fastify';
import healthRoutes from './modules/health/health.routes.js';

/** Every module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
