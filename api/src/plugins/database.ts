import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { connectDatabase, type DbHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbHandle['kind'];
  }
}

/** Connects, runs the migrations, decorates `app.db` and closes the database with the app. */
export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const handle = await connectDatabase({ databaseUrl: opts.config.DATABASE_URL, dataDir: opts.config.DATA_DIR });
    const applied = await migrateToLatest(handle.db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
