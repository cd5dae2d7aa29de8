/**
 * Checkout benchmark on PostgreSQL:
 *
 *   npm run bench:checkout -w api -- [--products 100000] [--duration 10] [--connections 8]
 *
 * Database: BENCH_DATABASE_URL (a whole URL), else the database `botica_bench` on TEST_DATABASE_URL's server.
 * The catalogue is grown with `seed:scale`; then the API (SEED=off) and a bare Fastify route answering a
 * constant start as child processes on loopback (ports BENCH_PORT_BASE+10 and +11) and autocannon drives:
 *   1. the constant route (the machine's ceiling in the same run);
 *   2. the calculation of a 10-line cart delivered to the demo customer's address: p50/p95/p99;
 *   3. order placement, each request a new submission (its own idempotency key): orders per second;
 *   4. the last units: many customers' orders at once for a product with a few units at a branch; the units
 *      sold must equal the units there were (zero oversold) and no stock may be negative.
 * Prints the numbers next to the targets (calculation p95 ≤ 40 ms, ≥ 100 orders/s, zero oversold); asserts nothing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

type LoadRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const products = Number(arg('products', '100000'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '8'));
const base = Number(process.env.BENCH_PORT_BASE ?? 5530);
const apiPort = base + 10;
const constPort = base + 11;
const APP_AUTH = 'Bearer botica-web-1.10.13';
const BRANCH = 1001;

interface Numbers {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  ok: number;
  other: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function drive(name: string, port: number, request: LoadRequest, opts: { connections?: number; duration?: number; amount?: number } = {}): Promise<Numbers & { codes: Map<number, number> }> {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections ?? connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? duration }),
    requests: [request],
  });
  instance.on('response', (_c, status, _b, ms) => {
    latencies.push(ms);
    codes.set(status, (codes.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = codes.get(200) ?? 0;
  const seconds = opts.amount ? 1 : (opts.duration ?? duration);
  const n = { p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), rps: Math.round(ok / seconds), ok, other: latencies.length - ok + result.errors, codes };
  console.log(
    `  ${name.padEnd(22)} p50 ${n.p50.toFixed(1)} ms  p95 ${n.p95.toFixed(1)} ms  p99 ${n.p99.toFixed(1)} ms  ${opts.amount ? '' : `${n.rps} ok/s  `}` +
      `(${[...codes].map(([c, k]) => `${k}×${c}`).join(', ')}${result.errors ? `, ${result.errors} errors` : ''})`,
  );
  return n;
}

async function databaseUrl(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = 'botica_bench'`)).rowCount) await admin.query('CREATE DATABASE botica_bench');
  await admin.end();
  const url = new URL(server);
  url.pathname = '/botica_bench';
  return url.toString();
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

async function login(email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/customers/login`, {
    method: 'POST',
    headers: { authorization: APP_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ mail: email, password: 'Demo1234' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return `token=${((await res.json()) as { token: string }).token}`;
}

const orderForm = (detalles: { productoCodigo: number; cantidad: number }[], key: string) =>
  new URLSearchParams({
    formaPagoCodigo: '1',
    sucursalCodigo: String(BRANCH),
    tipoEntrega: 'inmediata',
    bolsa: '0',
    detalles: JSON.stringify(detalles),
    idempotencyKey: key,
  }).toString();

const url = await databaseUrl();
console.log(`== checkout on PostgreSQL (${new URL(url).pathname.slice(1)}) ==`);
const t0 = Date.now();
const grow = spawnSync('npm', ['run', 'seed:scale', '--', '--products', String(products)], {
  cwd: apiDir,
  env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
if (grow.status !== 0) throw new Error('seed:scale failed');
console.log(`  catalogue of ${products} products ready in ${Math.round((Date.now() - t0) / 1000)} s`);

const db = new pg.Client({ connectionString: url });
await db.connect();
// Ten scaled products for the cart (codes from 200 000) plus ten for the orders, all stocked at the branch.
const picked = (await db.query<{ codigo: number }>(`select codigo from products where codigo >= 200000 and not oncologico and tope_linea is null order by codigo limit 21`)).rows.map((r) => r.codigo);
const cart = picked.slice(0, 10);
const sellable = picked.slice(10, 20);
const lastUnits = picked[20]!;
const address = (await db.query<{ codigo: number; customer_codigo: number }>(
  `select a.codigo from addresses a join customers c on c.codigo = a.customer_codigo where c.email = 'cliente@farmacia.test' and a.activo order by a.codigo limit 1`,
)).rows[0]!;
for (const p of [...cart, ...sellable]) {
  await db.query(`insert into stock (producto_codigo, sucursal_codigo, existencia) select $1, b.codigo, 1000000 from branches b on conflict (producto_codigo, sucursal_codigo) do update set existencia = 1000000`, [p]);
}
const UNITS = 40;
await db.query(`insert into stock values ($1, $2, $3) on conflict (producto_codigo, sucursal_codigo) do update set existencia = $3`, [lastUnits, BRANCH, UNITS]);
await db.query('ANALYZE');

const children: ChildProcess[] = [];
const stop = () => children.forEach((c) => c.pid && c.exitCode === null && process.kill(-c.pid, 'SIGTERM'));
process.on('exit', stop);
try {
  const api = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, API_PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', SEED: 'off', NODE_ENV: 'production', SESSION_SECRET: 'bench-session', PAYMENT_CALLBACK_SECRET: 'bench-callbacks', PG_POOL_MAX: '20' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const constant = spawn('npx', ['tsx', 'bench/constant-server.ts'], { cwd: apiDir, env: { ...process.env, PORT: String(constPort) }, stdio: 'inherit', detached: true });
  children.push(api, constant);
  await Promise.all([waitFor(`http://127.0.0.1:${apiPort}/api/health`, api), waitFor(`http://127.0.0.1:${constPort}/constante`, constant)]);
  const cookie = await login('cliente@farmacia.test');
  const headers = { authorization: APP_AUTH, cookie };

  const calcBody = JSON.stringify({ items: cart.map((codigo, i) => ({ codigo, quantity: 1 + (i % 3) })), address: { codigo: address.codigo }, delivery: true, paymentMethod: { code: 98 } });
  const calcRequest = { method: 'POST', path: '/api/peticiones/calcular/web', headers: { ...headers, 'content-type': 'application/json' }, body: calcBody };
  await drive('warm-up', apiPort, calcRequest, { duration: 3 });
  const constante = await drive('constant route', constPort, { method: 'GET', path: '/constante' });
  const calc = await drive('calculation (10 lines)', apiPort, calcRequest);

  let n = 0;
  const run = Date.now();
  const orders = await drive('order placement', apiPort, {
    method: 'POST',
    path: '/api/peticiones/web',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (req: LoadRequest) => ({ ...req, body: orderForm([{ productoCodigo: sellable[n % sellable.length]!, cantidad: 1 }], `bench-${run}-${n++}`) }),
  });

  // The last units: every demo customer orders at once, again and again, until the branch runs out.
  const cookies = await Promise.all(['cliente', 'tester', 'funcionario', 'empresa', 'contador'].map((u) => login(`${u}@farmacia.test`)));
  let k = 0;
  const race = await drive('last units (race)', apiPort, {
    method: 'POST',
    path: '/api/peticiones/web',
    setupRequest: (req: LoadRequest) => ({
      ...req,
      headers: { authorization: APP_AUTH, cookie: cookies[k % cookies.length]!, 'content-type': 'application/x-www-form-urlencoded' },
      body: orderForm([{ productoCodigo: lastUnits, cantidad: 1 }], `race-${run}-${k++}`),
    }),
  }, { connections: 20, amount: 200 });
  const sold = Number((await db.query(`select coalesce(sum(l.cantidad), 0)::int as n from order_lines l join orders o on o.codigo = l.order_codigo where l.producto_codigo = $1 and o.sucursal_codigo = $2 and o.created_at >= to_timestamp($3 / 1000.0)`, [lastUnits, BRANCH, run])).rows[0].n);
  const left = Number((await db.query(`select existencia from stock where producto_codigo = $1 and sucursal_codigo = $2`, [lastUnits, BRANCH])).rows[0].existencia);
  const negative = Number((await db.query(`select count(*)::int as n from stock where existencia < 0`)).rows[0].n);

  console.log(`\nSummary (${products} products, ${connections} connections, ${duration} s each)`);
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`);
  console.log(`  constant route          ${constante.rps} req/s`);
  console.log(`  calculation, 10 lines   p50 ${calc.p50.toFixed(1)} ms  p95 ${calc.p95.toFixed(1)} ms  p99 ${calc.p99.toFixed(1)} ms  (${calc.rps} req/s)   target p95 ≤ 40 ms`);
  console.log(`  order placement         ${orders.rps} orders/s  p95 ${orders.p95.toFixed(1)} ms   target ≥ 100 orders/s`);
  console.log(`  last units              ${UNITS} units, ${race.ok} orders placed, ${race.codes.get(409) ?? 0} told 'sin stock', ${sold} sold, ${left} left, oversold ${Math.max(0, sold - UNITS)}, negative stock rows ${negative}`);
} finally {
  stop();
  await db.end();
}
