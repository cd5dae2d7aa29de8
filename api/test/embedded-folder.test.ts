import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase } from '../src/db/connect.js';
import { DataDirInUseError } from '../src/db/data-dir-lock.js';
import { backupsDirOf, takeBackup } from '../src/db/pglite-backups.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * The embedded data folder on disk: one process at a time, and a folder that does not open (the real one in
 * fixtures/, see its README) is kept aside untouched, said in one Spanish line, and recovered from the newest
 * automatic backup. PGlite only.
 */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pglite-aborts-on-open.tar.zst');
const work = mkdtempSync(path.join(os.tmpdir(), 'botica-folder-'));
let template: string;

beforeAll(async () => {
  template = await pgliteTemplate(false);
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The broken folder, unpacked fresh into `dir` (as `dir/pglite-broken`). */
function unpackFixture(dir: string): string {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['--zstd', '-xf', FIXTURE, '-C', dir]);
  return path.join(dir, 'pglite-broken');
}

/** Every file of a folder with its content hash, but PGlite's postmaster.pid (rewritten by every open attempt). */
function contents(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name !== 'postmaster.pid') out[path.relative(dir, full)] = createHash('sha1').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
  vi.restoreAllMocks();
});

/** Starts the API on `dataDir`, collecting what it writes to stderr. */
async function start(dataDir: string): Promise<string[]> {
  const said: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    said.push(String(chunk));
    return true;
  }) as typeof process.stderr.write);
  app = await buildApp({ LOG_LEVEL: 'silent', SANDBOX: true, SEED: false, DATA_DIR: dataDir, DATABASE_URL: undefined, PGLITE_TEMPLATE: template, PGLITE_BACKUP_MINUTES: 0 });
  await app.ready();
  return said;
}

const outbox = async (destino: string) =>
  ((await app!.inject({ method: 'GET', url: `/api/sandbox/outbox?destino=${destino}` })).json().results as { cuerpo: string }[]).map((m) => m.cuerpo);

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded data folder', () => {
  it('is open in one process at a time: a second opener is refused by name, and a closed folder opens again', async () => {
    const dataDir = path.join(work, 'locked', 'pglite');
    const first = await connectDatabase({ dataDir, template });
    try {
      await expect(connectDatabase({ dataDir, template })).rejects.toThrow(DataDirInUseError);
      await expect(connectDatabase({ dataDir, template })).rejects.toThrow(`ya está abierta por otro proceso (pid ${process.pid})`);
    } finally {
      await first.close();
    }
    const again = await connectDatabase({ dataDir, template });
    await again.close();
  });

  it('that does not open is kept aside untouched and the newest automatic backup is recovered, saying when it was taken', async () => {
    const dir = path.join(work, 'with-backup');
    const broken = unpackFixture(dir);
    const before = contents(broken);
    // An automatic backup of this folder, as the API takes them: an older one and the newest, with a message each.
    const source = path.join(work, 'source', 'pglite');
    for (const cuerpo of ['copia vieja', 'copia nueva']) {
      const handle = await connectDatabase({ dataDir: source, template });
      await handle.db.insertInto('outbox').values({ canal: 'sms', destino: '0981000059', cuerpo }).execute();
      const backup = await takeBackup(handle.pglite!, source, 5);
      await handle.close();
      mkdirSync(backupsDirOf(broken), { recursive: true });
      copyFileSync(backup.file, path.join(backupsDirOf(broken), path.basename(backup.file)));
      await new Promise((r) => setTimeout(r, 20));
    }

    const said = (await start(broken)).join('');
    const aside = readdirSync(dir).find((n) => n.startsWith('pglite-broken.no-abre-'));
    expect(aside).toBeDefined();
    expect(contents(path.join(dir, aside!))).toEqual(before);
    const lines = said.split('\n').filter((l) => l.includes('no se pudo abrir'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^La base embebida .*pglite-broken no se pudo abrir \(RuntimeError: Aborted\(\)/);
    expect(lines[0]).toContain(`se apartó intacta en ${path.join(dir, aside!)}`);
    expect(lines[0]).toMatch(/arrancó con la copia automática del \d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}:\d{2}/);
    // Both messages were in the newest backup; the data is that backup's.
    expect((await outbox('0981000059')).sort()).toEqual(['copia nueva', 'copia vieja']);
  }, 240_000);

  it('that does not open and has no backup is kept aside, and the new database it starts on is said plainly', async () => {
    const dir = path.join(work, 'no-backup');
    const broken = unpackFixture(dir);
    const before = contents(broken);
    const said = (await start(broken)).join('');
    const aside = readdirSync(dir).find((n) => n.startsWith('pglite-broken.no-abre-'))!;
    expect(contents(path.join(dir, aside))).toEqual(before);
    expect(said).toMatch(/no se pudo abrir .*se apartó intacta en .*no hay copias automáticas que abran, así que la tienda arrancó con una base NUEVA/);
    expect(await outbox('0981000059')).toEqual([]);
    expect(existsSync(broken)).toBe(true);
  }, 240_000);
});
