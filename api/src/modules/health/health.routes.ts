import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.js';
import { ping } from './health.repository.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

/** How long the readiness check waits for Redis's answer before it counts Redis as unreachable. */
const REDIS_WAIT_MS = 1000;

/**
 * `/health`: the process lives and its database answers (liveness: an orchestrator restarts a replica failing it).
 * `/health/ready`: the replica can serve a shopper (readiness: the orchestrator sends it traffic, and a rolling update
 * goes on, only after this answers 200): the database answers, Redis answers when REDIS_URL is set, and no migration
 * is pending (with MIGRATE=off the migration job may not have run yet); a replica that is leaving (plugins/drain.ts)
 * answers 503.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servicio y de la base de datos' } }, async (_req, reply) => {
    try {
      await ping(app.db);
      return { ok: true, database: app.dbKind };
    } catch {
      return reply.status(503).send({ errors: [{ msg: 'La base de datos no responde.', code: 'DB_DOWN' }] });
    }
  });

  // once every migration is applied it stays so: later checks skip reading the migrator's table
  let migrated = false;
  app.get(
    '/health/ready',
    { schema: { tags: ['sistema'], summary: 'Lista para atender: base de datos y Redis alcanzados, migraciones aplicadas' } },
    async (_req, reply) => {
      const notReady = (msg: string, code: string) => reply.status(503).send({ errors: [{ msg, code }] });
      if (app.draining) return notReady('La réplica se está cerrando: las nuevas conexiones van a las demás.', 'DRAINING');
      try {
        await ping(app.db);
      } catch {
        return notReady('La base de datos no responde.', 'DB_DOWN');
      }
      if (app.redis) {
        const redis = app.redis;
        const answered = await Promise.race([
          redis.ping().then(() => true, () => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), REDIS_WAIT_MS).unref()),
        ]);
        if (!answered) return notReady('Redis no responde.', 'REDIS_DOWN');
      }
      if (!migrated) {
        const pending = await pendingMigrations(app.db);
        if (pending > 0) return notReady(`Faltan ${pending} migraciones de la base de datos: la tarea de migración no terminó.`, 'MIGRATIONS_PENDING');
        migrated = true;
      }
      return { ok: true, database: app.dbKind, redis: app.redis ? 'ok' : 'sin Redis', migrations: 'al día' };
    },
  );
}
