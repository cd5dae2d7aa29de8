import type { FastifyInstance } from 'fastify';
import { ping } from './health.repository.js';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servicio y de la base de datos' } }, async (_req, reply) => {
    try {
      await ping(app.db);
      return { ok: true, database: app.dbKind };
    } catch {
      return reply.status(503).send({ errors: [{ msg: 'La base de datos no responde.', code: 'DB_DOWN' }] });
    }
  });
}
