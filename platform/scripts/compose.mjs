// Runs the whole shop: the API and the five apps, each its own process, from their compiled JavaScript
// (`npm run build` first: api/dist/server.mjs and <app>/dist-server/serve.mjs). `--dev` runs watchers instead.
// Run with tsx (`npm start`, `npm run dev`): it reads the list of apps and ports from ../src/apps.ts.
// Demo defaults, each unless set: not production (per-process secrets), the sandboxes on (their console answers on
// loopback), the API's JSON log lines printed one readable line each (LOG_FORMAT=json keeps them as they are).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prettyFactory } from 'pino-pretty';
import { APP_NAMES, appDir, appPorts, REMOTE_NAMES } from '../src/apps.ts';
import { routeOf } from '../src/server/route-match.ts';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dev = process.argv.includes('--dev');
const env = { NODE_ENV: 'development', SANDBOX: 'on', ...process.env };
const pretty =
  env.LOG_FORMAT === 'json'
    ? null
    : prettyFactory({
        colorize: Boolean(process.stdout.isTTY),
        singleLine: true,
        // an error's fields stay on its line (a stack as JSON text), one line per event
        errorLikeObjectKeys: [],
        translateTime: 'SYS:HH:MM:ss',
        // the message of a request's line already says its method, address, status and time
        ignore: 'pid,hostname,replica,reqId,method,url,statusCode,ms',
      });
/** One readable line for a JSON log line of the API; any other line as it is. */
const readable = (line) => {
  if (!pretty || !line.startsWith('{')) return line;
  try {
    return pretty(JSON.parse(line)).trimEnd();
  } catch {
    return line;
  }
};
const ports = appPorts(env);
const { host: hostPort, api: apiPort } = ports;
const tsx = path.join(top, 'node_modules', '.bin', 'tsx');
const rspack = path.join(top, 'node_modules', '.bin', 'rspack');

const children = [];

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(11);
  // whole lines only: a chunk can end in the middle of one
  const forward = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`${prefix}${readable(line)}\n`);
    });
    stream.on('end', () => {
      if (rest.trim()) out.write(`${prefix}${readable(rest)}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}terminó (${signal ?? code}); se detiene todo.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
// Each app is asked to stop (SIGTERM) and given time to finish: the API closes its database then, and killing it
// before would leave the embedded one to replay its log. Only an app still running after STOP_TIMEOUT_MS is killed.
const STOP_TIMEOUT_MS = Number(env.STOP_TIMEOUT_MS ?? 30_000);
const ended = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const late = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await Promise.all(children.map(ended));
  clearTimeout(late);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (dev) run('api', tsx, ['watch', 'src/server.ts'], path.join(top, 'api'));
else run('api', process.execPath, ['dist/server.mjs'], path.join(top, 'api'));
for (const app of APP_NAMES) {
  const dir = path.join(top, appDir(app));
  if (dev) run(app, rspack, ['serve', '--mode', 'development'], dir);
  else run(app, process.execPath, ['dist-server/serve.mjs'], dir);
}

async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs && !stopping) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/**
 * Has the owner of a page draw its first screen once, however long it takes. The host waits FRAGMENT_TIMEOUT_MS
 * for a shopper's document; on a fresh start the renderer's first run and the API's first reads take longer, so the
 * first document (this script's own check of the home) would be drawn by the browser and the host would say so.
 */
async function drawFirstScreen(pathname) {
  const owner = routeOf(pathname)?.route.owner;
  if (!owner || !REMOTE_NAMES.includes(owner)) return;
  const url = `http://127.0.0.1:${ports[owner]}/__fragment?path=${encodeURIComponent(pathname)}&search=`;
  await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch((error) => {
    console.warn(`[compose]  la primera pantalla de ${pathname} no se dibujó de antemano en ${owner} (${String(error)})`);
  });
}

/**
 * The shop is ready when a shopper's first document comes whole: the API answers, every remote serves its manifest
 * (what the host's documents name), the home's owner has drawn it once, and then the host answers the home.
 */
async function ready() {
  if (!(await waitFor(`http://127.0.0.1:${apiPort}/api/health`))) return false;
  if (!dev) {
    const remotes = await Promise.all(REMOTE_NAMES.map((name) => waitFor(`http://127.0.0.1:${ports[name]}/mf-manifest.json`)));
    if (remotes.includes(false)) return false;
    await drawFirstScreen('/');
  }
  return waitFor(`http://127.0.0.1:${hostPort}/`);
}

if (await ready()) {
  console.log(`\nBotica Guaraní lista en http://localhost:${hostPort}  (Ctrl-C para detener)\n`);
}
