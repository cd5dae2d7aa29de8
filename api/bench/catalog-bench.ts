/**
 * Catalogue benchmark: search and category listing at catalogue scale.
 *
 *   npm run bench:catalog -w api -- [--db pglite|postgres|both] [--products 100000] [--duration 15] [--connections 8]
 *
 * For each database it grows the catalogue with `npm run seed:scale -w api -- --products N` (PGlite data folder
 * /tmp/botica-bench-pglite, or the PostgreSQL database `botica_bench` on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL's server), prints EXPLAIN plans of the search and listing queries (index use, no
 * sequential scan of products), then starts the API as a second process on loopback and drives it with
 * autocannon from this process. Prints p50/p95/p99 latency and requests per second; asserts nothing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { SearchService } from '../src/modules/catalog/search/search.service.js';
import { ProductService } from '../src/modules/catalog/products/product.service.js';
import { CategoryService } from '../src/modules/catalog/categories/category.service.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const which = arg('db', 'both');
const products = Number(arg('products', '100000'));
const duration = Number(arg('duration', '15'));
const connections = Number(arg('connections', '4'));
const port = Number(arg('port', '5410'));

/** Realistic queries: whole words, prefixes while typing, typos, missing accents, upper case, codes. */
const SEARCHES = [
  'ibuprofeno', 'ibuprofno', 'paracetamol', 'protector solar', 'protectr', 'ninos', 'crema', 'SHAMPOO', 'vitamina c',
  'amoxicilina', 'jarabe', 'pañales', 'panales', 'acido hialuronico', 'dermo', 'omeprazol 20', 'loratadina', 'gel',
  'desodorante', 'suero', 'protector', 'antigripal', 'colageno', 'magnesio', 'ibupro', 'paracetamol jarabe',
];

interface Numbers {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function drive(name: string, paths: string[]): Promise<Numbers> {
  const latencies: number[] = [];
  let i = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const n: Numbers = {
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
  console.log(`  ${name.padEnd(18)} p50 ${n.p50.toFixed(1)} ms  p95 ${n.p95.toFixed(1)} ms  p99 ${n.p99.toFixed(1)} ms  ${n.rps} req/s  (${n.requests} requests, ${n.errors} errors)`);
  return n;
}

async function waitForHealth(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

async function postgresUrl(): Promise<string> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'botica_bench'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE botica_bench');
  await admin.end();
  const url = new URL(base);
  url.pathname = '/botica_bench';
  return url.toString();
}

/** EXPLAIN of the very queries the endpoints run (built by their repositories); reports the indexes used. */
async function explain(env: { DATABASE_URL?: string; DATA_DIR: string }) {
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    await sql`ANALYZE`.execute(handle.db);
    const count = await sql<{ n: number }>`select count(*)::int as n from products`.execute(handle.db);
    console.log(`  products in the catalogue: ${count.rows[0]?.n ?? 0}`);
    const products = new ProductService(handle.db);
    const search = new SearchService(handle.db, products);
    const categories = new CategoryService(handle.db);
    const top = await sql<{ codigo: number }>`
      select c.codigo from categories c where c.padre is null
      order by (select count(*) from products p where p.categoria_codigo = c.codigo) desc limit 1`.execute(handle.db);
    const subtree = await categories.subtree(top.rows[0]?.codigo ?? 0);
    const plans: [string, { compile: (db: typeof handle.db) => unknown } | unknown][] = [];
    for (const q of ['ibuprofno', 'protector solar', 'ninos']) {
      const t = await search.terms(q);
      if (t) plans.push([`search '${q}'`, search.repo.pageQuery(t, null, 12, 0)]);
    }
    plans.push(['category page 3', products.repo.pageQuery({ categorias: subtree }, 'destacado', 12, 24)]);
    // The largest top-level category holds over half the catalogue: a sequential scan is the right plan there.
    plans.push(['largest category by price', products.repo.pageQuery({ categorias: subtree, descuentoMin: 20 }, 'menor_precio', 12, 0)]);
    const leaf = await sql<{ codigo: number }>`
      select categoria_codigo as codigo from products group by 1 order by count(*) desc offset 5 limit 1`.execute(handle.db);
    plans.push(['leaf category by price', products.repo.pageQuery({ categorias: [leaf.rows[0]?.codigo ?? 0] }, 'menor_precio', 12, 0)]);
    for (const [label, query] of plans) {
      const plan = await sql<Record<string, string>>`EXPLAIN ${query as never}`.execute(handle.db);
      const lines = plan.rows.map((r) => Object.values(r)[0] ?? '');
      const indexes = [...new Set(lines.flatMap((l) => /Index (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/.exec(l)?.[1] ?? []))];
      const seq = lines.some((l) => /Seq Scan on products/.test(l));
      console.log(`  EXPLAIN ${label.padEnd(28)} indexes [${indexes.join(', ')}]${seq ? '  — SEQ SCAN on products' : '  — no sequential scan of products'}`);
    }
  } finally {
    await handle.close();
  }
}

async function categoryPaths(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<string[]> {
  const handle = await connectDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const rows = await handle.db.selectFrom('categories').select('codigo').orderBy('codigo').execute();
    const sorts = ['destacado', 'menor_precio', 'mayor_precio', 'descuento', 'nuevo', 'promocion'];
    return rows.flatMap((r, i) => [
      `/api/categorias/${r.codigo}`,
      `/api/categorias/${r.codigo}?p=2&orderBy=${sorts[i % sorts.length]}`,
      `/api/categorias/${r.codigo}?orderBy=${sorts[(i + 1) % sorts.length]}&descuento=20`,
    ]);
  } finally {
    await handle.close();
  }
}

async function benchOne(kind: 'pglite' | 'postgres') {
  const env = kind === 'pglite' ? { DATA_DIR: '/tmp/botica-bench-pglite' } : { DATA_DIR: '/tmp/unused', DATABASE_URL: await postgresUrl() };
  console.log(`\n== ${kind} ==`);
  const started = Date.now();
  const grow = spawnSync('npm', ['run', 'seed:scale', '--', '--products', String(products)], {
    cwd: apiDir,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (grow.status !== 0) throw new Error('seed:scale failed');
  console.log(`  catalogue ready in ${Math.round((Date.now() - started) / 1000)} s`);
  await explain(env);
  const categories = await categoryPaths(env);

  const server = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, API_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', SEED: 'off', NODE_ENV: 'production', SESSION_SECRET: 'bench-session', PAYMENT_CALLBACK_SECRET: 'bench-callbacks' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitForHealth(server);
    // Warm-up: caches, JIT, prepared plans.
    await drive('warm-up', SEARCHES.map((q) => `/api/buscar?q=${encodeURIComponent(q)}`).slice(0, 5));
    const search = await drive('search', SEARCHES.map((q) => `/api/buscar?q=${encodeURIComponent(q)}`));
    const suggest = await drive('search (buscador)', SEARCHES.map((q) => `/api/buscar?q=${encodeURIComponent(q)}&buscador=true`));
    const listing = await drive('category listing', categories);
    return { kind, search, suggest, listing };
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  }
}

const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : ([which] as ('pglite' | 'postgres')[]);
const results = [];
for (const k of kinds) results.push(await benchOne(k));
console.log(`\nSummary (${products} products, ${connections} connections, ${duration} s each; target search p95 ≤ 30 ms)`);
// Latency here is mostly CPU wait when other work shares the machine: the load says how much.
console.log(`  machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`);
for (const r of results) {
  for (const [name, n] of [['search', r.search], ['buscador', r.suggest], ['categoría', r.listing]] as const) {
    console.log(`  ${r.kind.padEnd(9)} ${name.padEnd(10)} p95 ${n.p95.toFixed(1).padStart(6)} ms   ${String(n.rps).padStart(5)} req/s`);
  }
}
