import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servicio y de la base de datos' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { ok: true, database: app.dbKind };
    } catch {
      return reply.status(503).send({ errors: [{ msg: 'La base de datos no responde.', code: 'DB_DOWN' }] });
    }
  });
}
