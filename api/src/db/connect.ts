import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { openEmbedded } from './open-embedded.js';
import type { Database } from './schema.js';

export interface DbHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded client (PGlite only), e.g. to dump its data folder. */
  pglite?: PGlite;
  /** PGlite on disk: its folder (absolute). */
  dataDir?: string;
  /** PGlite only: the folder did not open and was kept aside (what happened and what to do, for the operator). */
  notice?: string;
}

// Integers beyond 2^31 (bigint, numeric counts) arrive as numbers: money fits comfortably in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests). Same Kysely code either way. `template` (PGlite only): a
 * `dumpDataDir()` tarball that a new, empty database starts from.
 */
export async function connectDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  template?: string;
  /** Told when a connection to PostgreSQL breaks (server stopped or restarted, network cut). */
  onConnectionError?: (err: Error) => void;
  /** Told of every statement once it ends, with its duration (Kysely's log): the metrics and the traces. */
  onQuery?: (event: LogEvent) => void;
}): Promise<DbHandle> {
  const log = opts.onQuery;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
      statement_timeout: 15000,
    });
    // A broken connection must not take the process down: an idle one is dropped by the pool, one in use fails its
    // current or next query (answered 503), and new connections are made once the server is back.
    const broken = (err: Error) => opts.onConnectionError?.(err);
    pool.on('error', broken);
    pool.on('connect', (client) => client.on('error', broken));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const extensions = { pg_trgm, unaccent, citext };
  let client: PGlite;
  let release = () => {};
  let notice: string | undefined;
  const dataDir = opts.dataDir.startsWith('memory://') ? undefined : path.resolve(opts.dataDir);
  if (!dataDir) {
    // A template (a tarball of a data folder, see PGLITE_TEMPLATE) replaces initdb for a new database.
    const loadDataDir = opts.template ? new Blob([readFileSync(opts.template)]) : undefined;
    client = await PGlite.create(opts.dataDir, { extensions, loadDataDir });
  } else {
    ({ client, release, notice } = await openEmbedded(dataDir, { extensions, template: opts.template }));
  }
  const { dialect } = new KyselyPGlite(client as unknown as PGlite);
  const db = new Kysely<Database>({ dialect, log });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    dataDir,
    notice,
    close: async () => {
      // A last checkpoint, then PGlite's own shutdown one: the next start replays nothing.
      if (!client.closed) await client.exec('CHECKPOINT').catch(() => undefined);
      await db.destroy();
      if (!client.closed) await client.close();
      release();
    },
  };
}
