// npm run swarm:up / npm run swarm:down: the shop on Docker Swarm (deploy/swarm/stack.yml), on the engine that answers.
//   up:   `docker swarm init` when the engine is not in a swarm yet (advertising 127.0.0.1: a single node), the
//         secrets created when missing, then `docker stack deploy`, a wait until every service has its replicas
//         running and healthy, and the edge (HAProxy, docker/edge) as a container on the stack's network with the
//         shop's ports published on 127.0.0.1 only (SWARM_PORT_BASE, 3000: the host there, the remotes on the next
//         four); SWARM_EDGE=stack deploys it as a service of the stack instead (deploy/swarm/edge.yml, a chain's nodes)
//   down: the edge container, `docker stack rm`, a wait until its tasks and network are gone; with --secrets the
//         secrets too, with --volumes the stack's volumes (the database) too
// The images are those of npm run build:images (botica-<app>:$IMAGE_TAG, local by default); POSTGRES_IMAGE,
// REDIS_IMAGE and MAIL_IMAGE as in docker-compose.yml; SWARM_REDIS_URL and SWARM_SMTP_URL another Redis and mail relay.
// Secrets: each from a file when its variable names one, else generated (random) or empty:
//   SESSION_SECRET_FILE, PAYMENT_CALLBACK_SECRET_FILE, POSTGRES_PASSWORD_FILE, SANDBOX_PASSWORD_FILE (random each),
//   OPERATOR_PASSWORD_HASH_FILE (empty: no operator), DATABASE_URL_FILE (a managed PostgreSQL; else postgres://botica:<the password>@postgres:5432/botica),
//   BANCARD_PUBLIC_KEY_FILE, BANCARD_PRIVATE_KEY_FILE, SIFEN_CERT_FILE, SIFEN_CERT_PASSWORD_FILE (empty: unset).
// A secret already in the swarm is kept (Swarm secrets cannot change): swarm:down --secrets removes them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STACK = process.env.SWARM_STACK ?? 'botica';
export const STACK_FILE = path.join(top, 'deploy', 'swarm', 'stack.yml');
const EDGE_FILE = path.join(top, 'deploy', 'swarm', 'edge.yml');
const EDGE_AS_SERVICE = process.env.SWARM_EDGE === 'stack';
/** The first of the shop's five public ports on this machine (the host; catalog, checkout, account, content after it). */
export const PORT_BASE = Number(process.env.SWARM_PORT_BASE ?? 3000);
const EDGE_CONTAINER = `${STACK}-edge`;
/** The ports the edge listens on inside its container (docker/edge/haproxy.cfg): the compose file's. */
const EDGE_PORTS = [3000, 3001, 3002, 3003, 3004];
const say = (msg) => console.log(`[swarm] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function docker(args, opts = {}) {
  const res = spawnSync('docker', args, { cwd: top, encoding: 'utf8', timeout: 300_000, ...opts });
  if (res.error || res.status !== 0) throw new Error(`docker ${args.join(' ')}: ${res.error?.message ?? res.stderr?.trim() ?? res.status}`);
  return res.stdout ?? '';
}
const tryDocker = (args) => spawnSync('docker', args, { cwd: top, encoding: 'utf8', timeout: 120_000 });

/** The swarm, created on this engine when it is in none (one node, reachable on loopback); answers whether it was. */
export function ensureSwarm() {
  const state = docker(['info', '--format', '{{.Swarm.LocalNodeState}}']).trim();
  if (state === 'active') {
    say('el motor ya es un nodo de un swarm');
    return false;
  }
  docker(['swarm', 'init', '--advertise-addr', '127.0.0.1']);
  say('swarm creado (docker swarm init, un nodo)');
  return true;
}

const SECRETS = ['postgres_password', 'database_url', 'session_secret', 'payment_callback_secret', 'sandbox_password', 'operator_password_hash', 'bancard_public_key', 'bancard_private_key', 'sifen_certificate', 'sifen_certificate_password'];
const random = () => randomBytes(24).toString('base64url');
const fromFile = (name) => (process.env[name] ? readFileSync(process.env[name]) : null);

/** Each secret the stack names, created when the swarm lacks it. Answers whether a SIFEN certificate was given. */
export function ensureSecrets() {
  const existing = new Set(docker(['secret', 'ls', '--format', '{{.Name}}']).split('\n').filter(Boolean));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'botica-secrets-'));
  try {
    const password = fromFile('POSTGRES_PASSWORD_FILE')?.toString().trim() ?? random();
    // an empty value is a line break: Swarm refuses empty secrets, the API reads it as unset
    const values = {
      postgres_password: password,
      database_url: fromFile('DATABASE_URL_FILE') ?? `postgres://botica:${password}@postgres:5432/botica`,
      session_secret: fromFile('SESSION_SECRET_FILE') ?? random(),
      payment_callback_secret: fromFile('PAYMENT_CALLBACK_SECRET_FILE') ?? random(),
      sandbox_password: fromFile('SANDBOX_PASSWORD_FILE') ?? random(),
      operator_password_hash: fromFile('OPERATOR_PASSWORD_HASH_FILE') ?? '\n',
      bancard_public_key: fromFile('BANCARD_PUBLIC_KEY_FILE') ?? '\n',
      bancard_private_key: fromFile('BANCARD_PRIVATE_KEY_FILE') ?? '\n',
      sifen_certificate: fromFile('SIFEN_CERT_FILE') ?? '\n',
      sifen_certificate_password: fromFile('SIFEN_CERT_PASSWORD_FILE') ?? '\n',
    };
    if (existing.has('postgres_password') !== existing.has('database_url')) {
      throw new Error('Está postgres_password sin database_url o al revés: npm run swarm:down -- --secrets y de nuevo swarm:up.');
    }
    for (const name of SECRETS) {
      if (existing.has(name)) continue;
      const file = path.join(dir, name);
      writeFileSync(file, values[name], { mode: 0o600 });
      docker(['secret', 'create', '--label', `botica.stack=${STACK}`, name, file]);
      say(`secreto ${name} creado${process.env[`${name.toUpperCase()}_FILE`] ? ' desde su archivo' : ''}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return Boolean(process.env.SIFEN_CERT_FILE);
}

/** Each service's running tasks against its replicas, from `docker service ls`. */
export function replicas() {
  return docker(['service', 'ls', '--filter', `label=com.docker.stack.namespace=${STACK}`, '--format', '{{.Name}} {{.Replicas}}'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, counts] = line.split(' ');
      const [running, wanted] = counts.split('/').map(Number);
      return { name: name.slice(STACK.length + 1), running, wanted };
    });
}

/** Waits until every service runs all its replicas (a task counts as running once its health check passes). */
export async function waitConverged(timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const rows = replicas();
    last = rows.map((r) => `${r.name} ${r.running}/${r.wanted}`).join(', ');
    if (rows.length && rows.every((r) => r.running === r.wanted)) return last;
    await sleep(2000);
  }
  throw new Error(`el stack no llegó a sus réplicas en ${timeoutMs / 1000} s: ${last}`);
}

export function deploy(env = {}) {
  const files = ['-c', STACK_FILE, ...(EDGE_AS_SERVICE ? ['-c', EDGE_FILE] : [])];
  docker(['stack', 'deploy', '--prune', '--resolve-image', 'never', ...files, STACK], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Whether a port of this machine's loopback already answers (another program holds it). */
function portTaken(port) {
  const probe = spawnSync(process.execPath, ['-e', `require('net').connect(${port},'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))`], { timeout: 5000 });
  return probe.status === 0;
}

/**
 * The edge on this node: HAProxy (docker/edge) as a plain container on the stack's attachable network, resolving the
 * services' tasks through Docker's DNS like a service of the stack would, and published on 127.0.0.1 only (Swarm
 * itself cannot publish on loopback). Restarted by the engine if it stops; replaced when run again.
 */
export function edgeUp(image = process.env.EDGE_IMAGE ?? 'botica-edge:local') {
  tryDocker(['rm', '-f', EDGE_CONTAINER]);
  const taken = EDGE_PORTS.map((_, i) => PORT_BASE + i).filter(portTaken);
  if (taken.length) throw new Error(`otro programa ya atiende 127.0.0.1:${taken.join(', ')}: SWARM_PORT_BASE elige otros puertos`);
  const publish = EDGE_PORTS.flatMap((port, i) => ['-p', `127.0.0.1:${PORT_BASE + i}:${port}`]);
  docker(['run', '-d', '--name', EDGE_CONTAINER, '--label', `botica.stack=${STACK}`, '--restart', 'unless-stopped', '--network', `${STACK}_shop`, '--memory', '128m', ...publish, image]);
  say(`borde ${EDGE_CONTAINER}: 127.0.0.1:${PORT_BASE}–${PORT_BASE + EDGE_PORTS.length - 1}`);
}

/** Waits until the edge answers for the host and every remote (its checks found their tasks). */
export async function waitEdge(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  const paths = ['/remotes.json', '/mf-manifest.json', '/mf-manifest.json', '/mf-manifest.json', '/mf-manifest.json'];
  let missing = paths.map((p, i) => `${PORT_BASE + i}${p}`);
  while (Date.now() < until) {
    const answers = await Promise.all(paths.map((p, i) => fetch(`http://127.0.0.1:${PORT_BASE + i}${p}`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false)));
    missing = paths.map((p, i) => `${PORT_BASE + i}${p}`).filter((_, i) => !answers[i]);
    if (!missing.length) return;
    await sleep(1000);
  }
  throw new Error(`el borde no atiende ${missing.join(', ')} en ${timeoutMs / 1000} s`);
}

export async function up(env = {}) {
  const created = ensureSwarm();
  const sifen = ensureSecrets();
  deploy({ ...(sifen ? { SIFEN_CERT_PATH: '/run/secrets/sifen_certificate' } : {}), ...env });
  say(`stack ${STACK} desplegado; se espera a sus réplicas`);
  say(`listo: ${await waitConverged()}`);
  if (!EDGE_AS_SERVICE) {
    edgeUp();
    await waitEdge();
  }
  return { created };
}

export async function down({ secrets = false, volumes = false } = {}) {
  tryDocker(['rm', '-f', EDGE_CONTAINER]);
  tryDocker(['stack', 'rm', STACK]);
  for (let i = 0; i < 90; i++) {
    const left = tryDocker(['ps', '-a', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`]).stdout?.trim();
    const net = tryDocker(['network', 'ls', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`]).stdout?.trim();
    if (!left && !net) break;
    await sleep(1000);
  }
  if (volumes) {
    const names = tryDocker(['volume', 'ls', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`]).stdout?.split('\n').filter(Boolean) ?? [];
    if (names.length) tryDocker(['volume', 'rm', '-f', ...names]);
  }
  if (secrets) {
    const names = tryDocker(['secret', 'ls', '-q', '--filter', `label=botica.stack=${STACK}`]).stdout?.split('\n').filter(Boolean) ?? [];
    if (names.length) tryDocker(['secret', 'rm', ...names]);
  }
  say(`stack ${STACK} quitado${volumes ? ', con sus volúmenes' : ''}${secrets ? ', con sus secretos' : ''}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const run = command === 'up' ? up() : command === 'down' ? down({ secrets: process.argv.includes('--secrets'), volumes: process.argv.includes('--volumes') }) : null;
  if (!run) {
    console.error('Uso: node platform/scripts/swarm.mjs up | down [--secrets] [--volumes]');
    process.exit(2);
  }
  run.catch((err) => {
    console.error(`[swarm] ${err.message}`);
    process.exit(1);
  });
}
