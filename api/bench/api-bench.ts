/**
 * API benchmark: prints numbers, asserts nothing.
 *
 *   npm run bench -w api -- [--duration 10] [--connections 10] [--port 5215]
 *
 * 1. Cold start of the API (`src/server.ts` as its own process) until /api/health answers: once on an empty
 *    PGlite data folder (migrations + seed) and once on the folder the first start left behind.
 *    With BENCH_DATABASE_URL the same is measured on that PostgreSQL database instead (dropped and re-created).
 * 2. Requests/s and latency of `GET /api/categorias` (the menu; `/api/sucursales` when the catalogue is not
 *    there), a product list (`GET /api/productos/top`, else `/api/categorias/{id}`) and, as the baseline, a bare
 *    Fastify route answering a constant, all driven by autocannon from this process against servers running
 *    as other processes on loopback, in the same run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
const port = Number(arg('port', '5215'));
const constantPort = port + 1;
const pgUrl = process.env.BENCH_DATABASE_URL;

function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = startProcess('src/server.ts', { API_PORT: String(port), HOST: '127.0.0.1', ...env });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return { child, ms: Math.round(performance.now() - started) };
}

async function recreatePostgres(url: string): Promise<void> {
  const pg = (await import('pg')).default;
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

async function pickPath(candidates: (() => Promise<string | null>)[]): Promise<string> {
  for (const c of candidates) {
    const p = await c();
    if (p) return p;
  }
  throw new Error('no route to measure');
}
const answers = async (p: string) => (await fetch(`http://127.0.0.1:${port}${p}`).catch(() => null))?.ok ?? false;

async function drive(label: string, url: string) {
  const r = await autocannon({ url, connections, duration });
  return {
    ruta: label,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    errores: r.errors + r.timeouts + r.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'botica-bench-'));
const dbEnv: Record<string, string> = pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir };
console.log(`Base de datos: ${pgUrl ? 'PostgreSQL' : `PGlite en ${dataDir}`}; CPU: ${os.cpus().length} núcleos; carga: ${os.loadavg()[0]!.toFixed(1)}`);
try {
  if (pgUrl) await recreatePostgres(pgUrl);
  const cold = await startApi(dbEnv);
  await stop(cold.child);
  const warm = await startApi(dbEnv);
  console.log(`Arranque en frío, base vacía (migraciones + seed): ${cold.ms} ms`);
  console.log(`Arranque con datos existentes:                   ${warm.ms} ms`);

  const menu = await pickPath([async () => ((await answers('/api/categorias')) ? '/api/categorias' : null), async () => '/api/sucursales']);
  const list = await pickPath([
    async () => ((await answers('/api/productos/top')) ? '/api/productos/top' : null),
    async () => ((await answers('/api/categorias/100')) ? '/api/categorias/100' : null),
    async () => '/api/sucursales?ciudad=1001',
  ]);
  const constant = startProcess('bench/constant-server.ts', { PORT: String(constantPort) });
  try {
    await waitFor(`http://127.0.0.1:${constantPort}/constante`, constant);
    console.log(`\nautocannon: ${connections} conexiones, ${duration} s por ruta, loopback`);
    const rows = [];
    rows.push(await drive(`GET /constante (Fastify sin base)`, `http://127.0.0.1:${constantPort}/constante`));
    rows.push(await drive(`GET ${menu}`, `http://127.0.0.1:${port}${menu}`));
    rows.push(await drive(`GET ${list}`, `http://127.0.0.1:${port}${list}`));
    rows.push(await drive('GET /api/health (select 1)', `http://127.0.0.1:${port}/api/health`));
    console.table(rows);
  } finally {
    await stop(constant);
  }
  await stop(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
