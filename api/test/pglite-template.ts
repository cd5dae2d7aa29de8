import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files whose change must rebuild the templates (PGlite's and PostgreSQL's): migrations, seed code and seed data. */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else hash.update(`${path.relative(apiDir, full)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const d of ['src/db', 'seed-data', 'src/modules/auth/password.ts']) {
    const full = path.join(apiDir, d);
    if (statSync(full).isDirectory()) walk(full);
    else hash.update(`${d}:${statSync(full).mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function build(file: string, seeded: boolean): Promise<void> {
  const { connectDatabase } = await import('../src/db/connect.js');
  const { migrateToLatest } = await import('../src/db/migrate.js');
  const { runSeed } = await import('../src/db/seed/run-seed.js');
  const handle = await connectDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  if (seeded) await runSeed(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
}

/** Templates of older database code, built over an hour ago, are removed so /tmp does not fill up. */
function removeStale(current: string) {
  for (const name of readdirSync(os.tmpdir())) {
    if (!/^botica-pglite-(seeded|empty)-[0-9a-f]+\.tar$/.test(name) || name === current) continue;
    const full = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - statSync(full).mtimeMs > 3_600_000) unlinkSync(full);
    } catch {
      /* already gone */
    }
  }
}

/**
 * A PGlite data-folder tarball with the migrations applied (and the seed loaded when `seeded`), built once
 * per change of the database code and shared by every test file: a test database then starts from it instead
 * of running initdb, the migrations and the seed again. Safe when several test processes ask at once.
 */
export async function pgliteTemplate(seeded: boolean): Promise<string> {
  const file = path.join(os.tmpdir(), `botica-pglite-${seeded ? 'seeded' : 'empty'}-${templateFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const lock = `${file}.lock`;
  let fd: number | null = null;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    // Someone else is building it: wait (a stale lock older than 5 minutes is taken over).
    const until = Date.now() + 300_000;
    while (!existsSync(file) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    if (existsSync(file)) return file;
    unlinkSync(lock);
    return pgliteTemplate(seeded);
  }
  try {
    await build(file, seeded);
    removeStale(path.basename(file));
  } finally {
    closeSync(fd);
    unlinkSync(lock);
  }
  return file;
}
