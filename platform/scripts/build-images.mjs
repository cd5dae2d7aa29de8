// Builds each app's image with a real container engine, from its own Dockerfile with the repository as the context,
// tags it botica-<app>:<tag> and prints each image's size as the engine reports it, with the part the app adds on top
// of its base image (the number to set against `npm run pack:apps`, which leaves the base out).
//
//   npm run build:images                          all six (api, host, catalog, checkout, account, content)
//   npm run build:images -- catalog api           some of them
//   npm run build:images -- --engine podman       force an engine: docker, podman or buildah
//   IMAGE_TAG=1.4.0 npm run build:images          another tag than `local`
//   npm run build:images -- --jobs 3              up to three builds at once (each one's output kept and shown
//                                                 when it fails; the dependency layer they share is built once)
//
// The Dockerfiles keep npm's download cache in the engine's build cache (RUN --mount=type=cache), which needs
// BuildKit: Docker gets DOCKER_BUILDKIT=1, with its own client when that client builds with BuildKit by itself
// (20.10 to 22) or has the buildx plugin, else with Debian's /usr/bin/docker (20.10); podman and buildah need nothing.
//
// Engine: `docker build` when a Docker daemon answers, else `podman build`, else `buildah bud`. The base image
// (node:22-bookworm-slim) is pulled by the engine when it is missing; a machine that reaches no image registry builds
// it first with `npm run build:base-image` (platform/scripts/base-image.mjs).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPS = { api: 'api', host: 'host', catalog: 'remote-catalog', checkout: 'remote-checkout', account: 'remote-account', content: 'remote-content' };
const ENGINES = ['docker', 'podman', 'buildah'];
const BASE = 'node:22-bookworm-slim';
const tag = process.env.IMAGE_TAG || 'local';

const args = process.argv.slice(2);
const engineFlag = args.indexOf('--engine');
const forced = engineFlag >= 0 ? args[engineFlag + 1] : undefined;
const jobsFlag = args.indexOf('--jobs');
const jobs = jobsFlag >= 0 ? Number(args[jobsFlag + 1]) : 1;
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs espera un número entero positivo (${args[jobsFlag + 1]})`);
  process.exit(2);
}
const wanted = args.filter((a, i) => !a.startsWith('-') && !((engineFlag >= 0 && i === engineFlag + 1) || (jobsFlag >= 0 && i === jobsFlag + 1)));
if (forced !== undefined && !ENGINES.includes(forced)) {
  console.error(`Motor desconocido: ${forced} (se espera ${ENGINES.join(', ')})`);
  process.exit(2);
}
for (const name of wanted) {
  if (!(name in APPS)) {
    console.error(`Aplicación desconocida: ${name} (se espera ${Object.keys(APPS).join(', ')})`);
    process.exit(2);
  }
}
const apps = wanted.length ? wanted : Object.keys(APPS);

const quiet = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { cwd: top, encoding: 'utf8', timeout: 30_000 });
const answers = (cmd, cmdArgs) => {
  const res = quiet(cmd, cmdArgs);
  return !res.error && res.status === 0;
};

/** docker only when its daemon answers (the client alone builds nothing); then podman, then buildah. */
function pickEngine() {
  if (forced) {
    if (!answers(forced, forced === 'docker' ? ['info'] : ['--version'])) {
      console.error(`${forced} no responde en esta máquina`);
      process.exit(1);
    }
    return forced;
  }
  if (answers('docker', ['info'])) return 'docker';
  if (answers('podman', ['--version'])) return 'podman';
  if (answers('buildah', ['--version'])) return 'buildah';
  console.error('No hay motor de contenedores: ni un daemon de Docker que responda, ni podman, ni buildah.');
  process.exit(1);
}

const UNITS = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3 };

/** The image's size in bytes as the engine reports it (buildah only gives it rounded, as text). */
function imageBytes(engine, image) {
  if (engine === 'buildah') {
    const res = quiet('buildah', ['images', '--json', image]);
    if (res.status !== 0) return null;
    const [, amount, unit] = /([\d.]+)\s*([KMG]i?B|B)/i.exec(JSON.parse(res.stdout)[0]?.size ?? '') ?? [];
    return amount ? Number(amount) * UNITS[unit.toUpperCase()] : null;
  }
  const res = quiet(engine, ['image', 'inspect', '--format', '{{.Size}}', image]);
  return res.status === 0 ? Number(res.stdout.trim()) : null;
}

// MiB, as `npm run pack:apps` counts (1 MiB = 1024 × 1024 bytes)
const mb = (bytes) => (bytes == null ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

const engine = pickEngine();
const version = quiet(engine, engine === 'docker' ? ['version', '--format', '{{.Server.Version}}'] : ['--version']).stdout.trim();
/** The client that builds: for Docker, one that speaks BuildKit. */
const builder = engine === 'docker' ? buildkitDocker() : engine;
console.log(`Motor: ${engine} (${version})${builder !== engine ? `, compila con ${builder}` : ''}`);

/** A Docker client that builds with BuildKit when DOCKER_BUILDKIT=1: built in before 23, else the buildx plugin. */
function buildkitDocker() {
  for (const client of ['docker', '/usr/bin/docker']) {
    const major = Number(quiet(client, ['version', '--format', '{{.Client.Version}}']).stdout?.trim().split('.')[0]);
    if (major && (major < 23 || answers(client, ['buildx', 'version']))) return client;
  }
  console.error('Ningún cliente de Docker compila con BuildKit: instale el plugin buildx o el paquete docker.io de Debian.');
  process.exit(1);
}

/** The longest line of a build's output shown: a bundler's warning can quote a whole minified file on one line. */
const LINE_MAX = 400;
const cut = (line) => (line.length > LINE_MAX ? `${line.slice(0, LINE_MAX)}… (${line.length} caracteres)` : line);
/**
 * Runs a build. Alone, its output goes to this terminal line by line; beside others, it is kept and shown whole
 * when the build fails (the last lines), so that outputs do not interleave.
 */
function build(app, cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: top, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DOCKER_BUILDKIT: '1' } });
    const kept = [];
    const forward = (stream, out) => {
      let rest = '';
      const write = (line) => (jobs === 1 ? out.write(`${cut(line)}\n`) : kept.push(cut(line)));
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(write);
      });
      stream.on('end', () => rest && write(rest));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    const done = (result) => {
      if (result.status !== 0 && kept.length) console.error(`\n── ${app}: últimas líneas\n${kept.slice(-80).join('\n')}`);
      resolve(result);
    };
    child.on('error', (error) => done({ error, status: null }));
    child.on('close', (status) => done({ status }));
  });
}

const rows = [];
const queue = [...apps];
let failed = false;
async function worker() {
  while (queue.length && !failed) {
    const app = queue.shift();
    const image = `botica-${app}:${tag}`;
    const dockerfile = path.join(APPS[app], `${app}.Dockerfile`);
    const buildArgs = [engine === 'buildah' ? 'bud' : 'build', ...(engine === 'docker' ? ['--progress', 'plain'] : []), '-f', dockerfile, '-t', image, '.'];
    console.log(`── ${app}: ${builder} ${buildArgs.join(' ')}`);
    const started = Date.now();
    const res = await build(app, builder, buildArgs);
    const seconds = (Date.now() - started) / 1000;
    if (res.error || res.status !== 0) {
      console.error(`${app}: la compilación de la imagen falló (${res.error?.message ?? `código ${res.status}`})`);
      failed = true;
      return;
    }
    console.log(`── ${app}: lista en ${seconds.toFixed(0)} s`);
    rows.push({ app, image, bytes: imageBytes(engine, image), seconds });
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, apps.length) }, worker));
if (failed) process.exit(1);
rows.sort((a, b) => apps.indexOf(a.app) - apps.indexOf(b.app));

const base = imageBytes(engine, BASE);
console.log(`\nTamaño de cada imagen según ${engine} (base ${BASE}: ${mb(base)}):`);
console.log('| imagen | tamaño | sobre la base | compilación |');
console.log('|---|---|---|---|');
for (const r of rows) {
  const added = r.bytes != null && base != null ? r.bytes - base : null;
  console.log(`| ${r.image} | ${mb(r.bytes)} | ${mb(added)} | ${r.seconds.toFixed(0)} s |`);
}
