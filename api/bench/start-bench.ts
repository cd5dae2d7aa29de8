/**
 * Start time and memory of the API, TypeScript through tsx (how it ran before) against the compiled JavaScript
 * (`node dist/server.mjs`, how it runs now): prints numbers, asserts nothing.
 *
 *   npm run bench:start -w api -- [--runs 5] [--port 7325] [--warmup 300]
 *
 * For each way of running and each database (PGlite in a data folder, and the PostgreSQL of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL when there is one), the API is started `runs` times on a database it already migrated and
 * seeded (one start beforehand, not counted): time from spawning the process to the first 200 of /api/health,
 * resident memory (RSS, the process and its children: tsx runs the server in a child process) once healthy and
 * after a warm-up of `warmup` requests over the catalogue routes. Medians of the runs (min–max beside them).
 * `npm run build -w api` first (dist/server.mjs).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', '5'));
const port = Number(arg('port', '7325'));
const warmup = Number(arg('warmup', '300'));
const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const base = `http://127.0.0.1:${port}`;

const MODES = {
  'tsx (antes)': [path.join(apiDir, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server.ts'],
  'node dist (ahora)': ['dist/server.mjs'],
} as const;

if (!existsSync(path.join(apiDir, 'dist', 'server.mjs'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });

/** RSS in bytes of a process and all its descendants (Linux /proc). */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* gone */
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return total;
}

function start(args: readonly string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'bench-session', PAYMENT_CALLBACK_SECRET: 'bench-callbacks', LOG_LEVEL: 'warn', API_PORT: String(port), HOST: '127.0.0.1', PAYMENT_SWEEP_SECONDS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function healthy(child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`la API terminó con ${child.exitCode} antes de responder /api/health`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`/api/health no respondió en ${timeoutMs} ms`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Requests a browsing customer makes: the menu, the parameters, the branches, product lists, each category. */
async function warmUp(): Promise<void> {
  const categorias = (await (await fetch(`${base}/api/categorias`)).json()) as { results: { MEW_CODIGO: number }[] };
  const ids = categorias.results.map((c) => c.MEW_CODIGO);
  const paths = ['/api/categorias', '/api/parametros', '/api/sucursales', '/api/productos/top', '/api/productos/novedades', '/api/productos/destacados', ...ids.map((id) => `/api/categorias/${id}`)];
  for (let i = 0; i < warmup; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, j) => fetch(`${base}${paths[(i + j) % paths.length]}`).then((r) => r.arrayBuffer())));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const mib = (b: number) => (b / 1024 / 1024).toFixed(0);

async function measure(label: string, env: Record<string, string>) {
  // One start beforehand (not counted): migrations and the demonstration data are written once.
  const first = start(MODES['node dist (ahora)'], env);
  await healthy(first);
  await stop(first);
  for (const [mode, args] of Object.entries(MODES)) {
    const starts: number[] = [];
    const rssStart: number[] = [];
    const rssWarm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const child = start(args, env);
      await healthy(child);
      starts.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 500));
      rssStart.push(treeRss(child.pid!));
      await warmUp();
      await new Promise((r) => setTimeout(r, 500));
      rssWarm.push(treeRss(child.pid!));
      await stop(child);
    }
    const range = (xs: number[], f: (n: number) => string) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;
    console.log(
      `| ${label} | ${mode} | ${median(starts).toFixed(0)} ms (${range(starts, (n) => n.toFixed(0))}) | ` +
        `${mib(median(rssStart))} MiB (${range(rssStart, mib)}) | ${mib(median(rssWarm))} MiB (${range(rssWarm, mib)}) |`,
    );
  }
}

console.log(`Arranque de la API hasta el primer 200 de /api/health y memoria residente; mediana de ${runs} corridas (mín–máx), calentamiento de ${warmup} peticiones.`);
console.log('| base | cómo corre | arranque | RSS al arrancar | RSS tras calentar |');
console.log('|---|---|---|---|---|');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'botica-start-'));
try {
  await measure('PGlite', { DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (pgBase) {
  const name = `botica_bench_start_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('(sin BENCH_DATABASE_URL ni TEST_DATABASE_URL: no se mide en PostgreSQL)');
}
