// npm run test:swarm: a rolling update under load on Docker Swarm (deploy/swarm/stack.yml), bounded, on loopback.
//   1. a Docker engine: the one that answers, else dockerd started here (root) with SWARM_DOCKER_DATA
//      (/var/lib/botica-swarm) and stopped at the end
//   2. the images: those of npm run test:compose (build-images.mjs; the base image and the data services' images
//      built here when missing), and a new version of the API and of the catalog (the same code, another image:
//      botica-<app>:next, one layer more)
//   3. npm run swarm:up (docker swarm init, the secrets, docker stack deploy) with those images
//   4. shoppers (SWARM_SHOPPERS, 12) browse (the host's document, a product, the catalog's manifest), put a product in
//      their cart and order it, again and again, while: the API goes to :next, one API task is killed, the catalog
//      goes to :next, the API is rolled back (docker service rollback)
//   5. printed: requests sent, failed (after one retry of the same request; the order carries its idempotency key),
//      retried, orders placed, orders in the database, stock moved against units ordered, the longest wait, each
//      update's duration; the stage fails when a request failed or an order or a unit is missing or counted twice
//   6. npm run swarm:down --secrets --volumes, and the engine leaves the swarm when this run made it one
// SWARM_BUILD=off: the app images are taken as they are when present (CI: npm run test:compose built them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docker, down, PORT_BASE, STACK, up, waitConverged } from './swarm.mjs';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const say = (msg) => console.log(`[swarm ${clock()}] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// the edge's ports on loopback (SWARM_PORT_BASE moves them: the host there, the catalog on the next)
const SHOP = `http://127.0.0.1:${PORT_BASE}`;
const CATALOG = `http://127.0.0.1:${PORT_BASE + 1}`;
const SHOPPERS = Number(process.env.SWARM_SHOPPERS ?? 12);
const APP_AUTH = 'Bearer botica-web-1.10.13';
const PASSWORD = 'Demo1234';
const BRANCH = 1001;
const quiet = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: top, encoding: 'utf8', timeout: 60_000, ...opts });
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: top, stdio: 'inherit', ...opts });
  if (res.error || res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${res.error?.message ?? `terminó con ${res.status}`}`);
}

// ── 1. the engine
let dockerd = null;
async function engine() {
  if (quiet('docker', ['info']).status === 0) return say('motor Docker: el que ya responde');
  const data = process.env.SWARM_DOCKER_DATA ?? '/var/lib/botica-swarm';
  mkdirSync(data, { recursive: true });
  const log = path.join(data, 'dockerd.log');
  const out = openSync(log, 'a');
  dockerd = spawn('dockerd', ['--data-root', data, '-H', 'unix:///var/run/docker.sock'], { stdio: ['ignore', out, out] });
  say(`dockerd arrancado (pid ${dockerd.pid}, datos en ${data})`);
  for (let i = 0; i < 120; i++) {
    if (quiet('docker', ['info']).status === 0) return;
    if (dockerd.exitCode !== null) throw new Error(`dockerd terminó: ver ${log}`);
    await sleep(500);
  }
  throw new Error(`dockerd no respondió: ver ${log}`);
}
async function stopEngine() {
  if (!dockerd || dockerd.exitCode !== null) return;
  const exited = new Promise((r) => dockerd.once('exit', r));
  dockerd.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  say('dockerd detenido');
}

// ── 2. the images
const has = (image) => quiet('docker', ['image', 'inspect', image]).status === 0;
const SERVICE_IMAGES = [
  { image: 'botica-postgres:local', args: ['-f', 'docker/services/Dockerfile', '--target', 'postgres', 'docker/services'] },
  { image: 'botica-redis:local', args: ['-f', 'docker/services/Dockerfile', '--target', 'redis', 'docker/services'] },
  { image: 'botica-mail:local', args: ['-f', 'docker/mail-catcher/Dockerfile', 'docker/mail-catcher'] },
  { image: 'botica-edge:local', args: ['-f', 'docker/edge/Dockerfile', 'docker/edge'] },
];
/** A Docker client that builds with BuildKit: one with buildx, or Debian's 20.10 client, which has it inside. */
function buildkitDocker() {
  for (const client of ['docker', '/usr/bin/docker']) {
    const major = Number(quiet(client, ['version', '--format', '{{.Client.Version}}']).stdout?.trim().split('.')[0]);
    if (major && (major < 23 || quiet(client, ['buildx', 'version']).status === 0)) return client;
  }
  throw new Error('Ningún cliente de Docker compila con BuildKit: instale el plugin buildx o el paquete docker.io de Debian.');
}
function images() {
  const t = Date.now();
  const builder = buildkitDocker();
  if (!has('node:22-bookworm-slim')) {
    const extra = process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS) ? ['--extra-ca', process.env.NODE_EXTRA_CA_CERTS] : [];
    run(process.execPath, ['platform/scripts/base-image.mjs', ...extra]);
  }
  if (process.env.SWARM_BUILD !== 'off' || !has('botica-api:local')) {
    run(process.execPath, ['platform/scripts/build-images.mjs', '--engine', 'docker', '--jobs', '1', 'api', 'checkout', 'account', 'content', 'catalog', 'host'], { env: { ...process.env, IMAGE_TAG: 'local' } });
  }
  // rebuilt each run: the postgres image must read POSTGRES_PASSWORD_FILE (its layers are cached)
  for (const { image, args } of SERVICE_IMAGES) run(builder, ['build', '-q', '-t', image, ...args], { env: { ...process.env, DOCKER_BUILDKIT: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  // the "new version": the same image with one layer more, so the orchestrator sees another image
  for (const app of ['api', 'catalog']) {
    const res = spawnSync(builder, ['build', '-q', '-t', `botica-${app}:next`, '-'], { input: `FROM botica-${app}:local\nLABEL org.opencontainers.image.version=next\n`, encoding: 'utf8', env: { ...process.env, DOCKER_BUILDKIT: '1' } });
    if (res.status !== 0) throw new Error(`botica-${app}:next: ${res.stderr}`);
  }
  say(`imágenes: ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

/** A docker command that leaves the shoppers running meanwhile (the load runs in this same process). */
function dockerAsync(args, timeoutMs = 900_000) {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', args, { cwd: top, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`docker ${args.join(' ')}: ${err.trim() || code}`));
    });
  });
}

// ── the database, through psql in the postgres task
const postgresContainer = () => docker(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_postgres`]).trim().split('\n')[0];
const sql = (query) => docker(['exec', postgresContainer(), 'psql', '-U', 'botica', '-d', 'botica', '-At', '-c', query]).trim();

async function prepare() {
  const demo = sql(`select codigo from customers where email = 'cliente@farmacia.test'`);
  if (!demo) throw new Error('falta el cliente de demostración (SEED)');
  for (let i = 1; i <= SHOPPERS; i++) {
    sql(`insert into customers (tipo, tipo_persona, email, password_hash, nombres, apellidos, document_type, documento, celular1, terminos_estado, verificado, email_valido)
         select tipo, tipo_persona, 'enjambre${i}@carga.test', password_hash, 'Comprador', 'Enjambre ${i}', document_type, '${9_300_000 + i}', celular1, terminos_estado, verificado, email_valido
         from customers where codigo = ${demo} on conflict do nothing`);
  }
  const products = sql(`select p.codigo || '|' || p.precio || '|' || replace(p.descripcion, '|', ' ') from products p where not p.oncologico and not p.descontinuado and not p.es_refrigerado and p.tope_linea is null and p.precio > 0 order by p.codigo limit 8`)
    .split('\n')
    .map((row) => {
      const [codigo, precio, descripcion] = row.split('|');
      return { codigo: Number(codigo), precio: Number(precio), descripcion };
    });
  const codes = products.map((p) => p.codigo).join(',');
  sql(`insert into stock (producto_codigo, sucursal_codigo, existencia) select p, ${BRANCH}, 1000000 from unnest(array[${codes}]) p
       on conflict (producto_codigo, sucursal_codigo) do update set existencia = 1000000`);
  return products;
}
const stockOf = (products) => Number(sql(`select coalesce(sum(existencia), 0) from stock where producto_codigo in (${products.map((p) => p.codigo).join(',')})`));
const ordersInDb = () => Number(sql(`select count(*) from orders o join customers c on c.codigo = o.customer_codigo where c.email like 'enjambre%@carga.test'`));

// ── 4. the shoppers
const stats = { sent: 0, failed: 0, retried: 0, orders: 0, units: 0, longest: 0, errors: new Map(), kinds: { documento: 0, api: 0, remoto: 0 } };
/** What a request costs whom: a document the host draws, an API call (through the host's proxy), a remote's file. */
const kindOf = (url) => (url.startsWith(CATALOG) ? 'remoto' : new URL(url).pathname.startsWith('/api/') ? 'api' : 'documento');
/** One request, sent again once (the same request, the same idempotency key) when it does not come back well. */
async function request(url, init = {}) {
  for (let attempt = 1; ; attempt++) {
    const t = performance.now();
    stats.sent++;
    stats.kinds[kindOf(url)]++;
    let res = null;
    let why = '';
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      if (res.status >= 500) why = `${res.status} ${new URL(url).pathname}`;
    } catch (err) {
      why = `${err.cause?.code ?? err.name} ${new URL(url).pathname}`;
    }
    stats.longest = Math.max(stats.longest, performance.now() - t);
    if (!why) return res;
    stats.errors.set(why, (stats.errors.get(why) ?? 0) + 1);
    if (attempt === 2) {
      stats.failed++;
      return null;
    }
    stats.retried++;
    await sleep(200);
  }
}
/** Signs a shopper in before the load starts (not counted: the stack may still be settling). */
async function login(email) {
  let last = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const res = await fetch(`${SHOP}/api/customers/login`, {
        method: 'POST',
        headers: { authorization: APP_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ mail: email, password: PASSWORD }),
        signal: AbortSignal.timeout(30_000),
      });
      if (res.ok) return `token=${(await res.json()).token}`;
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(1000);
  }
  throw new Error(`inicio de sesión de ${email}: ${last}`);
}
async function shopper(n, products, until, cookie) {
  const headers = { authorization: APP_AUTH, cookie };
  for (let round = 0; !until.done; round++) {
    const product = products[(n + round) % products.length];
    await request(`${SHOP}/`, { headers: { cookie } }).then((r) => r?.arrayBuffer());
    await request(`${SHOP}/api/productos/${product.codigo}`, { headers }).then((r) => r?.arrayBuffer());
    await request(`${CATALOG}/mf-manifest.json`).then((r) => r?.arrayBuffer());
    const cart = { items: [{ codigo: product.codigo, descripcion: product.descripcion, precio: product.precio, quantity: 1 }] };
    const put = await request(`${SHOP}/api/cart/actual`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ carrito: cart }) });
    await put?.arrayBuffer();
    const body = new URLSearchParams({
      formaPagoCodigo: '1',
      sucursalCodigo: String(BRANCH),
      tipoEntrega: 'inmediata',
      bolsa: '0',
      detalles: JSON.stringify([{ productoCodigo: product.codigo, cantidad: 1 }]),
      idempotencyKey: `enjambre-${started}-${n}-${round}`,
    }).toString();
    const order = await request(`${SHOP}/api/peticiones/web`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body });
    if (order?.ok) {
      stats.orders++;
      stats.units++;
    } else if (order) {
      const why = `${order.status} pedido: ${(await order.text()).slice(0, 160)}`;
      stats.errors.set(why, (stats.errors.get(why) ?? 0) + 1);
      stats.failed++;
    }
  }
}

/** A service update, timed: the command waits until the service converged (or rolled back). */
async function timed(label, args) {
  const t = Date.now();
  await dockerAsync(['service', ...args, '--detach=false', '--quiet']);
  const seconds = (Date.now() - t) / 1000;
  say(`${label}: ${seconds.toFixed(0)} s`);
  return { label, seconds };
}
/**
 * What each service spends under the load, for docs/capacity.md: the requests of each kind per second over a window
 * of `seconds`, and each task's CPU and memory (docker stats, sampled through the window).
 */
async function measure(seconds) {
  const before = { ...stats.kinds, at: Date.now() };
  const samples = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    for (const line of (await dockerAsync(['stats', '--no-stream', '--format', '{{.Name}} {{.CPUPerc}} {{.MemUsage}}'])).split('\n').filter(Boolean)) {
      const [name, cpu, mem] = line.split(' ');
      const service = name.split('.')[0].slice(STACK.length + 1);
      samples.push({ service, task: name, cpu: parseFloat(cpu), mib: parseFloat(mem) * (mem.includes('GiB') ? 1024 : 1) });
    }
  }
  const elapsed = (Date.now() - before.at) / 1000;
  const rate = Object.fromEntries(Object.keys(stats.kinds).map((k) => [k, (stats.kinds[k] - before[k]) / elapsed]));
  const services = [...new Set(samples.map((s) => s.service))].sort();
  console.log(`\nCarga medida durante ${elapsed.toFixed(0)} s: ${rate.documento.toFixed(1)} documentos/s, ${rate.api.toFixed(1)} llamadas a la API/s, ${rate.remoto.toFixed(1)} archivos de un remoto/s`);
  console.log('| servicio | tareas | CPU total (media) | memoria por tarea (máx.) |\n|---|---|---|---|');
  for (const service of services) {
    const mine = samples.filter((s) => s.service === service);
    const tasks = new Set(mine.map((s) => s.task)).size;
    const rounds = mine.length / tasks;
    const cpu = mine.reduce((sum, s) => sum + s.cpu, 0) / rounds;
    console.log(`| ${service} | ${tasks} | ${cpu.toFixed(0)} % | ${Math.max(...mine.map((s) => s.mib)).toFixed(0)} MiB |`);
  }
  console.log(`(load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}, ${os.cpus().length} núcleos)`);
}

const imageOf = (service) => docker(['service', 'inspect', '--format', '{{.Spec.TaskTemplate.ContainerSpec.Image}}', `${STACK}_${service}`]).trim().split('@')[0];

async function main() {
  await engine();
  images();
  await down({ secrets: true, volumes: true });
  const t = Date.now();
  ({ created: swarmCreated } = await up({
    POSTGRES_IMAGE: 'botica-postgres:local',
    REDIS_IMAGE: 'botica-redis:local',
    MAIL_IMAGE: 'botica-mail:local',
    IMAGE_TAG: 'local',
    SANDBOX: 'on',
    SWARM_REDIS_URL: 'redis://redis:6379',
    SWARM_SMTP_URL: 'smtp://mailpit:1025',
    PUBLIC_URL: `http://localhost:${PORT_BASE}`,
    TRUST_PROXY: 'loopback,uniquelocal',
    LOG_LEVEL: 'warn',
  }));
  const deploySeconds = (Date.now() - t) / 1000;
  const products = await prepare();
  const stockBefore = stockOf(products);
  const until = { done: false };
  const cookies = [];
  for (let i = 1; i <= SHOPPERS; i++) cookies.push(await login(`enjambre${i}@carga.test`));
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => shopper(i + 1, products, until, cookies[i]));
  say(`${SHOPPERS} compradores en marcha`);
  await sleep(10_000);
  await measure(Number(process.env.SWARM_MEASURE_SECONDS ?? 20));
  const updates = [];
  updates.push(await timed('API → :next', ['update', '--image', 'botica-api:next', `${STACK}_api`]));
  if (imageOf('api') !== 'botica-api:next') throw new Error(`la API no quedó en :next (${imageOf('api')})`);
  await sleep(5_000);
  const victim = (await dockerAsync(['ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_api`])).trim().split('\n')[0];
  await dockerAsync(['kill', victim]);
  const killedAt = Date.now();
  say(`tarea de la API ${victim} matada (SIGKILL)`);
  await waitConverged(300_000);
  updates.push({ label: 'API: tarea matada → reemplazada', seconds: (Date.now() - killedAt) / 1000 });
  updates.push(await timed('catálogo → :next', ['update', '--image', 'botica-catalog:next', `${STACK}_catalog`]));
  updates.push(await timed('API ← vuelta atrás (rollback)', ['rollback', `${STACK}_api`]));
  if (imageOf('api') !== 'botica-api:local') throw new Error(`la vuelta atrás no dejó la API en :local (${imageOf('api')})`);
  await sleep(10_000);
  until.done = true;
  await Promise.all(shoppers);
  const inDb = ordersInDb();
  const moved = stockBefore - stockOf(products);

  console.log(`\nActualización con carga en Docker Swarm (${SHOPPERS} compradores, API ×3, apps ×2; despliegue ${deploySeconds.toFixed(0)} s):`);
  console.log('| medida | valor |\n|---|---|');
  console.log(`| peticiones enviadas | ${stats.sent} |`);
  console.log(`| fallidas (tras un reintento) | ${stats.failed} |`);
  console.log(`| reintentadas | ${stats.retried} |`);
  console.log(`| pedidos hechos | ${stats.orders} |`);
  console.log(`| pedidos en la base | ${inDb} |`);
  console.log(`| unidades pedidas / stock movido | ${stats.units} / ${moved} |`);
  console.log(`| espera más larga | ${(stats.longest / 1000).toFixed(2)} s |`);
  for (const u of updates) console.log(`| ${u.label} | ${u.seconds.toFixed(0)} s |`);
  if (stats.errors.size) console.log(`errores vistos: ${[...stats.errors].map(([k, v]) => `${k} ×${v}`).join('; ')}`);
  const wrong = [
    stats.failed ? `${stats.failed} peticiones fallaron` : null,
    inDb !== stats.orders ? `pedidos hechos ${stats.orders}, en la base ${inDb}` : null,
    moved !== stats.units ? `unidades pedidas ${stats.units}, stock movido ${moved}` : null,
  ].filter(Boolean);
  if (wrong.length) throw new Error(wrong.join('; '));
}

let code = 0;
/** Whether this run made the engine a swarm node: it then leaves the swarm at the end, as it found the engine. */
let swarmCreated = false;
try {
  await main();
} catch (err) {
  console.error(`[swarm ${clock()}] ${err.message}`);
  code = 1;
} finally {
  if (process.env.SWARM_KEEP !== 'on') {
    await down({ secrets: true, volumes: true }).catch((err) => console.error(err.message));
    if (swarmCreated) spawnSync('docker', ['swarm', 'leave', '--force'], { stdio: 'inherit' });
  }
  await stopEngine();
}
process.exit(code);
