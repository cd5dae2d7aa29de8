/**
 * The API under load, on PostgreSQL with 100,000 products: prints numbers, asserts nothing.
 *
 *   npm run bench:load -- [--products 100000] [--duration 10] [--connections 10] [--rounds 3] [--compare]
 *
 * Database: BENCH_DATABASE_URL (a whole URL), else the database `botica_load` on the server of
 * TEST_DATABASE_URL (created when missing). The catalogue is grown with `seed:scale` (left as it is when it
 * already holds the products). Then, as processes of their own on loopback, the API (ports BENCH_PORT_BASE+20,
 * SEED=off, NODE_ENV=production) and a bare Fastify route answering a constant (+22) start, and autocannon drives
 * them from this process, one route after the other, in the same run:
 *   - the constant route (the machine's ceiling right now), measured again right before each read route, whose
 *     ratio is against that measurement: `--rounds` times each (constant, route), the median ratio reported;
 *   - the category menu, a category listing (every category, pages and orders), a product page (500 products),
 *     search (realistic queries: words, prefixes, typos, no accents, capitals; and the header's suggestions);
 *   - the calculation of a 10-line cart delivered to an address, by a signed-in customer;
 *   - order placement by 40 customers (each request a new order, stock available), then the orders written
 *     to the database are counted.
 * With `--compare`, a second API process with the catalogue cache off (CATALOG_CACHE_SECONDS=0, port +21) is
 * driven the same way right after, so "without" and "with" come from the same run on the same machine load.
 * Every GET says `Accept-Encoding: gzip, deflate, br`, as browsers and Node's fetch do (the answer is counted, not
 * decompressed).
 * Prints, per route: req/s, p50/p95/p99, the ratio to the constant route and pass/fail against its target.
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
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1]!.startsWith('--') ? process.argv[i + 1]! : fallback;
};
const products = Number(arg('products', '100000'));
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '10'));
/** Rounds of each read route next to the constant route (the median ratio is reported). */
const rounds = Math.max(1, Number(arg('rounds', '3')));
const compare = process.argv.includes('--compare');
const base = Number(process.env.BENCH_PORT_BASE ?? 5530);
const ports = { api: base + 20, apiNoCache: base + 21, constant: base + 22 };
const APP_AUTH = 'Bearer botica-web-1.10.13';
const BRANCH = 1001;
const CUSTOMERS = 40;
const PASSWORD = 'Demo1234';
/** What a browser (and Node's fetch, the host's server renderer) sends with every GET. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** Realistic queries: whole words, prefixes while typing, typos, missing accents, upper case, two words. */
const SEARCHES = [
  'ibuprofeno', 'ibuprofno', 'paracetamol', 'protector solar', 'protectr', 'ninos', 'crema', 'SHAMPOO', 'vitamina c',
  'amoxicilina', 'jarabe', 'pañales', 'panales', 'acido hialuronico', 'dermo', 'omeprazol 20', 'loratadina', 'gel',
  'desodorante', 'suero', 'protector', 'antigripal', 'colageno', 'magnesio', 'ibupro', 'paracetamol jarabe',
];

const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Numbers {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  other: string;
}

/** Drives one port with autocannon; requests/s counts 2xx answers over the measured time. */
async function drive(port: number, requests: LoadRequest[], opts: { connections?: number; seconds?: number; amount?: number } = {}): Promise<Numbers> {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  const started = performance.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: opts.connections ?? connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? duration }),
    requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    codes.set(status, (codes.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ok = [...codes].filter(([c]) => c >= 200 && c < 300).reduce((s, [, n]) => s + n, 0);
  const bad = [...codes].filter(([c]) => c >= 300).map(([c, n]) => `${n}×${c}`);
  if (result.errors) bad.push(`${result.errors} errores`);
  if (result.timeouts) bad.push(`${result.timeouts} sin respuesta`);
  return { rps: Math.round(ok / seconds), p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), ok, other: bad.join(', ') };
}

/**
 * Cycles through a list of paths, one per request. The requests are built once, like the constant route's: a
 * `setupRequest` per request would rebuild each one in this process and make the client, not the API, the bound.
 */
const rotating = (paths: string[]): LoadRequest[] => paths.map((path) => ({ method: 'GET', path, headers: ACCEPT_ENCODING }));

async function databaseUrl(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  if (!(await admin.query(`select 1 from pg_database where datname = 'botica_load'`)).rowCount) await admin.query('CREATE DATABASE botica_load');
  await admin.end();
  const url = new URL(server);
  url.pathname = '/botica_load';
  return url.toString();
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: el proceso terminó con ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} no respondió`);
}

const url = await databaseUrl();
console.log(`== La API bajo carga: PostgreSQL (${new URL(url).pathname.slice(1)}), ${products} productos ==`);
console.log(`  máquina: ${cpus().length} núcleos, carga al empezar ${load()} (1/5/15 min)`);
const t0 = Date.now();
const grow = spawnSync('npm', ['run', 'seed:scale', '--', '--products', String(products)], {
  cwd: apiDir,
  env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
if (grow.status !== 0) throw new Error('seed:scale falló');
console.log(`  catálogo listo en ${Math.round((Date.now() - t0) / 1000)} s`);

// ---- data for the routes: categories, products, customers with a session, stock for the orders ----
const db = new pg.Client({ connectionString: url });
await db.connect();
const categoryRows = (await db.query<{ codigo: number }>('select codigo from categories order by codigo')).rows;
const sorts = ['destacado', 'menor_precio', 'mayor_precio', 'descuento', 'nuevo', 'promocion'];
const categoryPaths = categoryRows.flatMap((r, i) => [
  `/api/categorias/${r.codigo}`,
  `/api/categorias/${r.codigo}?p=2&orderBy=${sorts[i % sorts.length]}`,
  `/api/categorias/${r.codigo}?orderBy=${sorts[(i + 1) % sorts.length]}&descuento=20`,
]);
// A product page: 500 products spread over the whole catalogue (demo and scaled codes).
const productCodes = (await db.query<{ codigo: number }>('select codigo from products order by md5(codigo::text) limit 500')).rows.map((r) => r.codigo);
const productPaths = productCodes.map((c) => `/api/productos/${c}`);
const searchPaths = SEARCHES.map((q) => `/api/buscar?q=${encodeURIComponent(q)}`);
const suggestPaths = SEARCHES.map((q) => `/api/buscar?q=${encodeURIComponent(q)}&buscador=true`);

const picked = (await db.query<{ codigo: number }>(
  'select codigo from products where codigo >= 200000 and not oncologico and tope_linea is null and not descontinuado order by codigo limit 20',
)).rows.map((r) => r.codigo);
const cart = picked.slice(0, 10);
const sellable = picked.slice(10, 20);
for (const p of picked) {
  await db.query(
    `insert into stock (producto_codigo, sucursal_codigo, existencia) select $1, b.codigo, 1000000 from branches b
     on conflict (producto_codigo, sucursal_codigo) do update set existencia = 1000000`,
    [p],
  );
}
// Customers who place the orders: copies of the demo customer (same password), created once.
const demo = (await db.query<{ codigo: number }>(`select codigo from customers where email = 'cliente@farmacia.test'`)).rows[0];
if (!demo) throw new Error('falta el cliente de demostración (SEED)');
for (let i = 1; i <= CUSTOMERS; i++) {
  await db.query(
    `insert into customers (tipo, tipo_persona, email, password_hash, nombres, apellidos, document_type, documento, celular1, terminos_estado, verificado, email_valido)
     select tipo, tipo_persona, $1, password_hash, 'Comprador', $2, document_type, $3, celular1, terminos_estado, verificado, email_valido
     from customers where codigo = $4
     on conflict do nothing`,
    [`comprador${i}@carga.test`, `Carga ${i}`, String(9_100_000 + i), demo.codigo],
  );
}
const address = (await db.query<{ codigo: number }>(
  `select a.codigo from addresses a where a.customer_codigo = $1 and a.activo order by a.codigo limit 1`,
  [demo.codigo],
)).rows[0];
if (!address) throw new Error('el cliente de demostración no tiene dirección');
await db.query('ANALYZE');

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.pid && c.exitCode === null && process.kill(-c.pid, 'SIGTERM'));
process.on('exit', stopAll);

const startApi = (port: number, env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: url, API_PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', SEED: 'off', NODE_ENV: 'production', SESSION_SECRET: 'bench-session', PAYMENT_CALLBACK_SECRET: 'bench-callbacks', PAYMENT_SWEEP_SECONDS: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
};

async function login(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/customers/login`, {
    method: 'POST',
    headers: { authorization: APP_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ mail: email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`inicio de sesión de ${email}: ${res.status} ${await res.text()}`);
  return `token=${((await res.json()) as { token: string }).token}`;
}

const orderForm = (productoCodigo: number, key: string) =>
  new URLSearchParams({
    formaPagoCodigo: '1',
    sucursalCodigo: String(BRANCH),
    tipoEntrega: 'inmediata',
    bolsa: '0',
    detalles: JSON.stringify([{ productoCodigo, cantidad: 1 }]),
    idempotencyKey: key,
  }).toString();

interface Row {
  ruta: string;
  n: Numbers;
  /** The constant route measured right before this route (its ratio is against it), when it was. */
  constant?: Numbers;
  /** Every round's ratio to its constant, when there were several. */
  ratios?: number[];
  target: { kind: 'ratio'; min: number } | { kind: 'p95'; max: number } | { kind: 'rps'; min: number } | null;
  note?: string;
}

const CONSTANT: LoadRequest[] = [{ method: 'GET', path: '/constante', headers: ACCEPT_ENCODING }];

/**
 * Warm-up right before a route is measured: JIT, connections, PostgreSQL's buffers and the answers a running shop
 * has in its catalogue cache (its traffic keeps them there; answers older than CATALOG_CACHE_SECONDS are not
 * served): every path once, each autocannon connection walking its own share of the list.
 */
async function warm(port: number, paths: string[]) {
  await Promise.all(Array.from({ length: connections }, (_, c) => paths.filter((_p, i) => i % connections === c))
    .filter((slice) => slice.length > 0)
    .map((slice) => drive(port, rotating(slice), { connections: 1, amount: slice.length })));
}

/**
 * A read route next to the constant one (after its warm-up): `rounds` times the constant route (half the duration) and right after it
 * the route, so each ratio compares two measurements a few seconds apart; the round with the median ratio is kept
 * (its req/s, percentiles and constant), with every round's ratio.
 */
async function beside(port: number, paths: string[]): Promise<Pick<Row, 'n' | 'constant' | 'ratios'>> {
  await warm(port, paths);
  const measured: { n: Numbers; constant: Numbers; ratio: number }[] = [];
  for (let r = 0; r < rounds; r++) {
    const constant = await drive(ports.constant, CONSTANT, { seconds: Math.max(2, duration / 2) });
    const n = await drive(port, rotating(paths));
    measured.push({ n, constant, ratio: n.rps / constant.rps });
  }
  const ratios = measured.map((m) => m.ratio);
  const median = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(measured.length / 2)]!;
  return { n: median.n, constant: median.constant, ratios };
}

/** Every route of one API process, in a fixed order. */
async function routes(port: number, label: string): Promise<Row[]> {
  const rows: Row[] = [];
  const run = Date.now();
  rows.push({ ruta: 'GET /api/categorias (menú)', ...(await beside(port, ['/api/categorias'])), target: { kind: 'ratio', min: 0.4 } });
  rows.push({ ruta: `GET /api/categorias/{id} (listado, ${categoryPaths.length} páginas)`, ...(await beside(port, categoryPaths)), target: { kind: 'ratio', min: 0.4 } });
  rows.push({ ruta: `GET /api/productos/{codigo} (${productPaths.length} productos)`, ...(await beside(port, productPaths)), target: { kind: 'ratio', min: 0.4 } });
  rows.push({ ruta: `GET /api/buscar (${searchPaths.length} búsquedas)`, ...(await beside(port, searchPaths)), target: { kind: 'p95', max: 30 } });
  rows.push({ ruta: 'GET /api/buscar buscador=true (sugerencias)', ...(await beside(port, suggestPaths)), target: { kind: 'p95', max: 30 } });

  const cookies: string[] = [];
  for (let i = 1; i <= CUSTOMERS; i++) cookies.push(await login(port, `comprador${i}@carga.test`));
  const calcBody = JSON.stringify({ items: cart.map((codigo, i) => ({ codigo, quantity: 1 + (i % 3) })), address: { codigo: address!.codigo }, delivery: true, paymentMethod: { code: 98 } });
  const demoCookie = await login(port, 'cliente@farmacia.test');
  rows.push({
    ruta: 'POST /api/peticiones/calcular/web (10 líneas)',
    n: await drive(port, [{ method: 'POST', path: '/api/peticiones/calcular/web', headers: { authorization: APP_AUTH, cookie: demoCookie, 'content-type': 'application/json' }, body: calcBody }]),
    target: { kind: 'p95', max: 40 },
  });

  const before = Number((await db.query(`select count(*)::int as n from orders`)).rows[0].n);
  let k = 0;
  const orders = await drive(port, [{
    method: 'POST',
    path: '/api/peticiones/web',
    setupRequest: (req: LoadRequest) => {
      const n = k++;
      return {
        ...req,
        headers: { authorization: APP_AUTH, cookie: cookies[n % cookies.length]!, 'content-type': 'application/x-www-form-urlencoded' },
        body: orderForm(sellable[n % sellable.length]!, `carga-${label}-${run}-${n}`),
      };
    },
  }], { seconds: Math.max(duration, 10) });
  const after = Number((await db.query(`select count(*)::int as n from orders`)).rows[0].n);
  rows.push({
    ruta: `POST /api/peticiones/web (pedidos de ${CUSTOMERS} clientes)`,
    n: orders,
    target: { kind: 'rps', min: 100 },
    note: `${after - before} pedidos nuevos en la base, ${orders.ok} respondidos 200`,
  });
  return rows;
}

function print(title: string, constant: Numbers, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(`  ${'ruta'.padEnd(52)} ${'req/s'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}  ${'vs const.'.padStart(9)}  objetivo`);
  const line = (name: string, n: Numbers, ratio: string, verdict: string) =>
    console.log(`  ${name.padEnd(52)} ${String(n.rps).padStart(6)} ${n.p50.toFixed(0).padStart(6)} ${n.p95.toFixed(0).padStart(6)} ${n.p99.toFixed(0).padStart(6)}  ${ratio.padStart(9)}  ${verdict}`);
  line('GET /constante (Fastify, sin base)', constant, '100 %', '');
  for (const r of rows) {
    const next = r.constant ?? constant;
    const ratio = `${((100 * r.n.rps) / next.rps).toFixed(1)} %`;
    let verdict = '';
    if (r.target?.kind === 'ratio') verdict = `≥ ${r.target.min * 100} % ${r.n.rps / next.rps >= r.target.min ? 'CUMPLE' : 'NO CUMPLE'}`;
    if (r.target?.kind === 'p95') verdict = `p95 ≤ ${r.target.max} ms ${r.n.p95 <= r.target.max ? 'CUMPLE' : 'NO CUMPLE'}`;
    if (r.target?.kind === 'rps') verdict = `≥ ${r.target.min} pedidos/s ${r.n.rps >= r.target.min ? 'CUMPLE' : 'NO CUMPLE'}`;
    line(r.ruta, r.n, ratio, verdict);
    if (r.constant) {
      const each = r.ratios && r.ratios.length > 1 ? `; cada vuelta: ${r.ratios.map((x) => `${(100 * x).toFixed(1)} %`).join(', ')}` : '';
      console.log(`  ${''.padEnd(52)} constante justo antes: ${r.constant.rps} req/s${each}`);
    }
    if (r.n.other) console.log(`  ${''.padEnd(52)} otras respuestas: ${r.n.other}`);
    if (r.note) console.log(`  ${''.padEnd(52)} ${r.note}`);
  }
}

try {
  const api = startApi(ports.api, {});
  const constant = spawn(process.execPath, ['--import', 'tsx', 'bench/constant-server.ts'], { cwd: apiDir, env: { ...process.env, PORT: String(ports.constant) }, stdio: 'inherit', detached: true });
  children.push(constant);
  const noCache = compare ? startApi(ports.apiNoCache, { CATALOG_CACHE_SECONDS: '0' }) : null;
  await Promise.all([
    waitFor(`http://127.0.0.1:${ports.api}/api/health`, api),
    waitFor(`http://127.0.0.1:${ports.constant}/constante`, constant),
    noCache ? waitFor(`http://127.0.0.1:${ports.apiNoCache}/api/health`, noCache) : null,
  ]);
  console.log(`\nautocannon desde este proceso: ${connections} conexiones, ${duration} s por ruta, loopback; lecturas: ${rounds} vueltas (constante ${Math.max(2, duration / 2)} s, ruta ${duration} s), la mediana`);
  await drive(ports.constant, CONSTANT, { seconds: 2 });

  const results: { title: string; constant: Numbers; rows: Row[] }[] = [];
  const variants = compare ? ([[ports.apiNoCache, 'sin caché del catálogo'], [ports.api, 'con caché del catálogo']] as const) : ([[ports.api, 'API']] as const);
  for (const [port, title] of variants) {
    const loadBefore = load();
    const constantN = await drive(ports.constant, CONSTANT);
    const rows = await routes(port, port === ports.api ? 'a' : 'b');
    results.push({ title: `${title} (carga ${loadBefore} al empezar, ${load()} al terminar)`, constant: constantN, rows });
  }
  for (const r of results) print(r.title, r.constant, r.rows);
  console.log(`\n  máquina: ${cpus().length} núcleos, carga al terminar ${load()} (1/5/15 min)`);
} finally {
  stopAll();
  await db.end();
}
