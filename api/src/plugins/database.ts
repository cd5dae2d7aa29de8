import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import { connectDatabase, type DbHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { startMaintenance } from '../db/pglite-maintenance.js';
import { runSeed } from '../db/seed/run-seed.js';
import { observeQuery } from '../observability/stores.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DbHandle['kind'];
    /** The embedded client on PGlite (null on PostgreSQL): its transactions hold the one connection. */
    pglite: NonNullable<DbHandle['pglite']> | null;
  }
}

/**
 * Connects, runs the migrations and the seed (unless SEED=off; neither with MIGRATE=off, where the orchestrator's job
 * runs them), decorates `app.db` and closes the database with the app.
 */
export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const handle = await connectDatabase({
      databaseUrl: opts.config.DATABASE_URL,
      dataDir: opts.config.DATA_DIR,
      template: opts.config.PGLITE_TEMPLATE,
      onConnectionError: (err) => app.log.warn({ err: err.message }, 'conexión con PostgreSQL perdida'),
      onQuery: observeQuery,
    });
    // The folder did not open and was kept aside: one line the operator sees whatever the log level.
    if (handle.notice) {
      process.stderr.write(`${handle.notice}\n`);
      app.log.error({ dataDir: handle.dataDir }, handle.notice);
    }
    try {
      if (!opts.config.MIGRATE) app.log.info('MIGRATE=off: the migrations and the seed are left to the migration job');
      const applied = opts.config.MIGRATE ? await migrateToLatest(handle.db) : [];
      if (applied.length) app.log.info({ applied }, 'migrations applied');
      if (opts.config.MIGRATE && opts.config.SEED) {
        const report = await runSeed(handle.db);
        app.log.info(report, 'seed done');
      }
    } catch (err) {
      await handle.close();
      throw err;
    }
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('pglite', handle.pglite ?? null);
    const upkeep =
      handle.pglite && handle.dataDir
        ? startMaintenance({
            client: handle.pglite,
            dataDir: handle.dataDir,
            checkpointSeconds: opts.config.PGLITE_CHECKPOINT_SECONDS,
            backupMinutes: opts.config.PGLITE_BACKUP_MINUTES,
            backupsKept: opts.config.PGLITE_BACKUPS_KEPT,
            log: app.log,
          })
        : null;
    // `npm run db:backup` asks the running API for a backup this way (the folder is open here only).
    const backupOnSignal = () => void upkeep?.backupNow().catch((err: Error) => app.log.error({ err: err.message }, 'copia pedida falló'));
    if (upkeep) process.on('SIGUSR2', backupOnSignal);
    app.addHook('onClose', async () => {
      process.off('SIGUSR2', backupOnSignal);
      await upkeep?.stop();
      await handle.close();
    });
  },
  { name: 'database' },
);
