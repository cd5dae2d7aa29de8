// npm run test:compose: composes the shop with docker-compose and drives it as a shopper would (e2e/compose/).
//   1. a Docker engine: the one that answers, else dockerd started here (root) and stopped at the end
//   2. the base image (npm run build:base-image) when the engine lacks it: no image registry is needed
//   3. every image, each from its own Dockerfile with BuildKit (npm's downloads in the engine's build cache): the six
//      apps, two at a time, and beside them PostgreSQL, Redis, a mail catcher and Prometheus from Debian's and npm's
//      packages (docker/services, docker/mail-catcher, docker/prometheus); time and size of each printed
//   4. docker-compose up -d --scale api=3, with those images in place of the upstream ones
//   5. the Playwright specs of e2e/compose against http://localhost:3000, then docker-compose down -v
// Arguments after `--` choose specs (npm run test:compose -- compose/releases.spec.ts); by default all of them.
// The composition has an operator (a password made for the run, its Argon2id hash given to the API) and a releases
// folder of its own (RELEASES_DIR, made for the run and removed after it), which the release tools write and every
// app serves at /v/<version>/ (e2e/compose/releases.spec.ts publishes, canaries, promotes and rolls back there).
// COMPOSE_DOCKER_DATA: the engine's data folder when it is started here (kept: the next run reuses its layers).
// COMPOSE_PORT_BASE: the published ports moved together (host = base, remotes base+1…+4, mail catcher base+25,
// Prometheus base+90), so the composition can run beside another copy of the shop on the default ports (3000–3004,
// 8025, 9090).
// COMPOSE_BUILD_JOBS: app images built at once (1). At the end the engine forgets the images no tag names and keeps
// at most COMPOSE_BUILD_CACHE of build cache (8GB), so that a data folder kept between runs does not grow.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const say = (msg) => console.log(`[compose ${clock()}] ${msg}`);
const PROJECT = 'botica';
const SCALE = 3;
const BASE = 'node:22-bookworm-slim';

const quiet = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: top, encoding: 'utf8', timeout: 60_000, ...opts });
const answers = (cmd, args) => {
  const res = quiet(cmd, args);
  return !res.error && res.status === 0;
};
/** Runs a command with its output on this terminal; throws when it fails. */
function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: top, stdio: 'inherit', ...opts });
  if (res.error || res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${res.error?.message ?? `terminó con ${res.status}`}`);
}
/** The same, in the background: resolves when it ends well. */
function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: top, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: terminó con ${code}`))));
  });
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── 1. the engine
let dockerd = null;
async function engine() {
  if (answers('docker', ['info'])) return say('motor Docker: el que ya responde');
  if (process.getuid?.() !== 0) throw new Error('No responde ningún motor Docker y hace falta root para arrancar dockerd.');
  const data = process.env.COMPOSE_DOCKER_DATA ?? path.join(os.tmpdir(), 'botica-docker');
  mkdirSync(data, { recursive: true });
  const logFile = path.join(data, 'dockerd.log');
  const out = openSync(logFile, 'a');
  dockerd = spawn('dockerd', ['--data-root', data, '-H', 'unix:///var/run/docker.sock'], { stdio: ['ignore', out, out] });
  say(`dockerd arrancado (pid ${dockerd.pid}, datos en ${data}, registro en ${logFile})`);
  for (let i = 0; i < 120; i++) {
    if (dockerd.exitCode !== null) throw new Error(`dockerd terminó (${dockerd.exitCode}): ver ${logFile}`);
    if (answers('docker', ['info'])) return;
    await sleep(500);
  }
  throw new Error(`dockerd no respondió en 60 s: ver ${logFile}`);
}
async function stopEngine() {
  if (!dockerd || dockerd.exitCode !== null) return;
  const exited = new Promise((r) => dockerd.once('exit', r));
  dockerd.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (dockerd.exitCode === null) dockerd.kill('SIGKILL');
  say('dockerd detenido');
}

// ── 2 and 3. the images
const imageBytes = (image) => Number(quiet('docker', ['image', 'inspect', '--format', '{{.Size}}', image]).stdout?.trim() || NaN);
const mib = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : '?');
const SERVICE_IMAGES = [
  { image: 'botica-postgres:local', args: ['-f', 'docker/services/Dockerfile', '--target', 'postgres', 'docker/services'] },
  { image: 'botica-redis:local', args: ['-f', 'docker/services/Dockerfile', '--target', 'redis', 'docker/services'] },
  { image: 'botica-mail:local', args: ['-f', 'docker/mail-catcher/Dockerfile', 'docker/mail-catcher'] },
  { image: 'botica-prometheus:local', args: ['-f', 'docker/prometheus/Dockerfile', 'docker/prometheus'] },
];
/** A Docker client that builds with BuildKit (as build-images.mjs chooses it). */
function buildkitDocker() {
  for (const client of ['docker', '/usr/bin/docker']) {
    const major = Number(quiet(client, ['version', '--format', '{{.Client.Version}}']).stdout?.trim().split('.')[0]);
    if (major && (major < 23 || answers(client, ['buildx', 'version']))) return client;
  }
  throw new Error('Ningún cliente de Docker compila con BuildKit: instale el plugin buildx o el paquete docker.io de Debian.');
}
let builder = 'docker';
async function images() {
  builder = buildkitDocker();
  const buildsStarted = Date.now();
  if (!answers('docker', ['image', 'inspect', BASE])) {
    say(`sin ${BASE}: se construye con debootstrap`);
    const extra = process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS) ? ['--extra-ca', process.env.NODE_EXTRA_CA_CERTS] : [];
    const t = Date.now();
    run(process.execPath, ['platform/scripts/base-image.mjs', ...extra]);
    say(`imagen base: ${((Date.now() - t) / 1000).toFixed(0)} s, ${mib(imageBytes(BASE))}`);
  }
  // One build at a time by default: on two cores builds at once gain little, and the first one builds the dependency
  // layer every other image reuses.
  const rows = [];
  const jobs = process.env.COMPOSE_BUILD_JOBS ?? '1';
  await runAsync(process.execPath, ['platform/scripts/build-images.mjs', '--engine', 'docker', '--jobs', jobs, 'api', 'checkout', 'account', 'content', 'catalog', 'host'], {
    env: { ...process.env, IMAGE_TAG: 'local' },
  });
  await (async () => {
    for (const { image, args } of SERVICE_IMAGES) {
      const t = Date.now();
      await runAsync(builder, ['build', '-q', '-t', image, ...args], { env: { ...process.env, DOCKER_BUILDKIT: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
      rows.push({ image, seconds: (Date.now() - t) / 1000 });
    }
  })();
  // each app its own image: a build that took another's Dockerfile would compose a shop with a remote missing
  const ids = ['api', 'checkout', 'account', 'content', 'catalog', 'host'].map((app) => quiet('docker', ['image', 'inspect', '--format', '{{.Id}}', `botica-${app}:local`]).stdout?.trim());
  if (new Set(ids).size !== ids.length) throw new Error(`dos aplicaciones comparten una imagen: ${ids.join(' ')}`);
  say(`imágenes: ${((Date.now() - buildsStarted) / 1000).toFixed(0)} s en total`);
  console.log(`\nImágenes de los servicios (base ${BASE}: ${mib(imageBytes(BASE))}):\n| imagen | tamaño | compilación |\n|---|---|---|`);
  for (const r of rows) console.log(`| ${r.image} | ${mib(imageBytes(r.image))} | ${r.seconds.toFixed(0)} s |`);
}

// ── 4 and 5. the composition and the shopper
const portBase = Number(process.env.COMPOSE_PORT_BASE ?? 3000);
const PORTS = {
  SHOP_PORT: portBase,
  CATALOG_PORT: portBase + 1,
  CHECKOUT_PORT: portBase + 2,
  ACCOUNT_PORT: portBase + 3,
  CONTENT_PORT: portBase + 4,
  MAIL_PORT: process.env.COMPOSE_PORT_BASE ? portBase + 25 : 8025,
  PROMETHEUS_PORT: process.env.COMPOSE_PORT_BASE ? portBase + 90 : 9090,
};
const shopUrl = `http://localhost:${PORTS.SHOP_PORT}`;

/** The run's operator: a password, and its hash as the API's own tool makes it (npm run operator:password). */
function operator() {
  const password = randomBytes(18).toString('base64url');
  const res = spawnSync(path.join(top, 'node_modules', '.bin', 'tsx'), [path.join(top, 'api', 'src', 'cli', 'operator-password.ts')], {
    cwd: top,
    encoding: 'utf8',
    env: { ...process.env, OPERATOR_PASSWORD: password },
  });
  const hash = res.stdout?.trim().split('\n').pop() ?? '';
  if (res.status !== 0 || !hash.startsWith('$argon2id$')) throw new Error(`operator:password: ${res.stderr || res.status}`);
  return { OPERATOR_PASSWORD: password, OPERATOR_PASSWORD_HASH: hash };
}
// the apps run as the user node: the folder is readable by all (its versions are public files anyway)
/** The specs asked for (Playwright's own filters), all of them when none. */
const specs = process.argv.slice(2);
/**
 * The release tools read each app's base build (its contract, what the live apps are): built here when one is
 * missing (CI has built them already).
 */
function baseBuilds() {
  const missing = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content'].filter((app) => !existsSync(path.join(top, app, 'dist', 'mf-manifest.json')) && !existsSync(path.join(top, app, 'dist', 'index.html')));
  if (!missing.length) return;
  say(`compilaciones base que faltan (${missing.join(', ')}): npm run build`);
  run('npm', ['run', 'build'], { env: process.env });
}
const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'botica-compose-releases-'));
chmodSync(releasesDir, 0o755);
const composeEnv = {
  ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
  PUBLIC_URL: shopUrl,
  COMPOSE_SHOP_URL: shopUrl,
  ...operator(),
  RELEASES_DIR: releasesDir,
  COMPOSE_MAIL_URL: `http://localhost:${PORTS.MAIL_PORT}`,
  COMPOSE_PROMETHEUS_URL: `http://127.0.0.1:${PORTS.PROMETHEUS_PORT}`,
  ...process.env,
  POSTGRES_IMAGE: 'botica-postgres:local',
  REDIS_IMAGE: 'botica-redis:local',
  MAIL_IMAGE: 'botica-mail:local',
  PROMETHEUS_IMAGE: 'botica-prometheus:local',
  IMAGE_TAG: 'local',
  SANDBOX: 'on',
  SANDBOX_PASSWORD: randomBytes(12).toString('hex'),
  COMPOSE_PROJECT_NAME: PROJECT,
  COMPOSE_DIR: top,
  COMPOSE_SCALE: String(SCALE),
  DOCKER_BUILDKIT: '1',
};
const compose = (args, opts = {}) => run('docker-compose', ['-p', PROJECT, ...args], { env: composeEnv, ...opts });

/** Whether something accepts connections on a loopback address and port (the engine's proxy, or another program). */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The browser reaches the shop as `localhost`, which it tries on ::1 before 127.0.0.1; the composition publishes on
 * 127.0.0.1 only. Another program on one of these ports, on either address, would answer the browser in the
 * composition's place (a copy of the shop, a development server): the stage stops before composing and names it.
 */
async function portsFree() {
  const taken = [];
  for (const port of Object.values(PORTS)) {
    for (const host of ['127.0.0.1', '::1']) if (await listening(host, port)) taken.push(`${host === '::1' ? '[::1]' : host}:${port}`);
  }
  if (taken.length) throw new Error(`Otro programa atiende ya en ${taken.join(', ')}: la composición no puede publicar allí (COMPOSE_PORT_BASE la mueve).`);
}
/** After `up`: the composition's ports answer on 127.0.0.1, and nothing else answers on ::1 (see portsFree). */
async function portsOurs() {
  for (const port of Object.values(PORTS)) {
    if (await listening('::1', port)) throw new Error(`Algo atiende en [::1]:${port} además de la composición: el navegador llegaría a eso.`);
  }
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`);
}

let composed = false;
let failed = false;
let finished = false;
// an end nobody asked for (a signal, an empty event loop) is said, not silent
process.on('exit', (code) => {
  if (finished) return;
  console.error(`[compose ${clock()}] terminó antes de tiempo (código ${code}); la composición puede seguir levantada: docker-compose -p ${PROJECT} down -v`);
  process.exitCode = 1;
});
// Node ends a script whose event loop runs empty, even inside an await: a pending request to a published port that
// the engine's proxy holds open did that once, right after `up`. A referenced timer keeps the loop alive until the end.
const keepAlive = setInterval(() => {}, 60_000);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`[compose ${clock()}] ${signal}`);
    if (composed) spawnSync('docker-compose', ['-p', PROJECT, 'down', '-v', '--remove-orphans'], { cwd: top, env: composeEnv, stdio: 'inherit' });
    // the engine started here goes too (its data folder stays for the next run)
    if (dockerd && dockerd.exitCode === null) dockerd.kill('SIGTERM');
    process.exit(1);
  });
}
try {
  await engine();
  baseBuilds();
  await images();
  await portsFree();
  say(`docker-compose up -d --scale api=${SCALE}`);
  composed = true;
  compose(['up', '-d', '--no-build', '--scale', `api=${SCALE}`]);
  await waitFor(`http://127.0.0.1:${PORTS.SHOP_PORT}/api/health`, 180_000);
  await waitFor(`http://127.0.0.1:${PORTS.SHOP_PORT}/`, 60_000);
  await waitFor(`http://127.0.0.1:${PORTS.MAIL_PORT}/`, 60_000);
  // the remotes' manifests (the host starts only once every remote's health check passes); the browser's side is
  // looked at by the specs' global setup (e2e/compose/ready.ts) before any spec runs
  for (const port of [PORTS.CATALOG_PORT, PORTS.CHECKOUT_PORT, PORTS.ACCOUNT_PORT, PORTS.CONTENT_PORT]) await waitFor(`http://127.0.0.1:${port}/mf-manifest.json`, 60_000);
  await portsOurs();
  say('la composición responde; specs de e2e/compose');
  run('npx', ['playwright', 'test', '-c', 'playwright.compose.config.ts', '--reporter=list', ...specs], {
    cwd: path.join(top, 'e2e'),
    env: { ...composeEnv, COMPOSE_BUILD_DOCKER: builder },
  });
  say('specs de la composición: correctas');
} catch (err) {
  failed = true;
  console.error(`\n${err.message}`);
  if (composed) {
    console.error('\nÚltimas líneas de cada contenedor:');
    spawnSync('docker-compose', ['-p', PROJECT, 'logs', '--no-color', '--tail', '40'], { cwd: top, env: composeEnv, stdio: 'inherit' });
  }
} finally {
  if (composed) {
    try {
      compose(['down', '-v', '--remove-orphans']);
    } catch (err) {
      failed = true;
      console.error(err.message);
    }
  }
  // what the next run cannot use: images no tag names (earlier builds), build cache beyond its bound
  quiet('docker', ['image', 'prune', '-f'], { timeout: 300_000 });
  quiet(builder, ['builder', 'prune', '-f', '--keep-storage', process.env.COMPOSE_BUILD_CACHE ?? '8GB'], { timeout: 300_000 });
  await stopEngine();
  rmSync(releasesDir, { recursive: true, force: true });
}
say(failed ? 'test:compose falló' : 'test:compose: correcto');
finished = true;
clearInterval(keepAlive);
process.exit(failed ? 1 : 0);
