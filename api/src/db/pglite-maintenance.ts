import type { PGlite } from '@electric-sql/pglite';
import { type Backup, listBackups, takeBackup } from './pglite-backups.js';

export interface Maintenance {
  /** A backup now (waits for any job under way first). */
  backupNow: () => Promise<Backup>;
  /** Stops the timers and waits for the job under way. */
  stop: () => Promise<void>;
}

/**
 * The embedded database's upkeep while the API runs. PGlite is PostgreSQL in single-user mode: nothing checkpoints
 * on its own (no checkpointer process), so without this the log grows from one start to the next stop and a crash
 * replays all of it. Backups are PGlite's `dumpDataDir`; the first one comes soon after a start when the newest is
 * older than the interval. Jobs run one at a time; a failure is logged and the next one is tried on time.
 */
export function startMaintenance(opts: {
  client: PGlite;
  dataDir: string;
  checkpointSeconds: number;
  backupMinutes: number;
  backupsKept: number;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}): Maintenance {
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  const run = <T>(job: () => Promise<T>): Promise<T> => {
    const next = queue.then(job);
    queue = next.catch(() => undefined);
    return next;
  };
  const backupNow = () =>
    run(async () => {
      const backup = await takeBackup(opts.client, opts.dataDir, opts.backupsKept);
      opts.log.info({ file: backup.file }, 'copia automática de la base embebida');
      return backup;
    });
  const quietly = (job: () => Promise<unknown>, what: string) => () => {
    if (stopped || opts.client.closed) return;
    job().catch((err: Error) => opts.log.error({ err: err.message }, what));
  };

  if (opts.checkpointSeconds > 0) {
    const checkpoint = quietly(() => run(() => opts.client.exec('CHECKPOINT')), 'checkpoint de la base embebida falló');
    timers.push(setInterval(checkpoint, opts.checkpointSeconds * 1000).unref());
  }
  if (opts.backupMinutes > 0) {
    const every = opts.backupMinutes * 60_000;
    const backup = quietly(backupNow, 'copia automática de la base embebida falló');
    const newest = listBackups(opts.dataDir)[0]?.takenAt.getTime() ?? 0;
    const firstIn = Math.max(30_000, Math.min(every, newest + every - Date.now()));
    timers.push(setTimeout(() => {
      backup();
      timers.push(setInterval(backup, every).unref());
    }, firstIn).unref());
  }
  return {
    backupNow,
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await queue;
    },
  };
}
