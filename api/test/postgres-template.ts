import pg from 'pg';
import { templateFingerprint } from './pglite-template.js';

/** PostgreSQL's error when the template of a CREATE DATABASE has another session (another copy just being made). */
const OBJECT_IN_USE = '55006';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function build(url: string, name: string, seeded: boolean): Promise<void> {
  const { connectDatabase } = await import('../src/db/connect.js');
  const { migrateToLatest } = await import('../src/db/migrate.js');
  const { runSeed } = await import('../src/db/seed/run-seed.js');
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
  try {
    await migrateToLatest(handle.db);
    if (seeded) await runSeed(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A database on the server of `url` with the migrations applied (and the seed loaded when `seeded`), made once per
 * change of the database code (the same fingerprint as the PGlite templates) and kept on the server: a test database
 * is then a copy of it (`CREATE DATABASE … TEMPLATE`, a copy of its files) instead of a new database migrated and
 * seeded again. Test processes that ask at once wait for the one that makes it (an advisory lock).
 */
export async function postgresTemplate(url: string, seeded: boolean): Promise<string> {
  const name = `botica_tpl_${seeded ? 'seeded' : 'empty'}_${templateFingerprint()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        // made under another name and renamed when whole: a process killed halfway leaves no half-made template
        const building = `${name}_b${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${quoted(building)}`);
        await admin.query(`CREATE DATABASE ${quoted(building)}`);
        await build(url, building, seeded);
        await admin.query(`ALTER DATABASE ${quoted(building)} RENAME TO ${quoted(name)}`);
        await admin.query(`COMMENT ON DATABASE ${quoted(name)} IS '${Date.now()}'`);
        // templates of other database code made over a day ago go (a run of other code may still be copying a newer one)
        const { rows } = await admin.query<{ datname: string; made: string | null }>(
          `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname ~ '^botica_tpl_(seeded|empty)_[0-9a-f]+$' AND datname <> $1`,
          [name],
        );
        for (const { datname, made } of rows) {
          if (Date.now() - Number(made ?? 0) > 86_400_000) await admin.query(`DROP DATABASE IF EXISTS ${quoted(datname)}`).catch(() => undefined);
        }
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** Creates database `name` on the server of `admin` as a copy of `template`, again while another copy holds it. */
export async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
