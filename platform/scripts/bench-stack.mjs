// The production stack the benchmarks measure: the API (its own PGlite folder unless an API URL is given) and
// the five app servers of the current dist folders, on ports base (host), base+1…+4 (remotes), base+10 (API).
// Run with tsx: it reads the list of apps and ports from ../src/apps.ts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_NAMES, portEnv, portsFrom } from '../src/apps.ts';

export const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => path.join(top, 'node_modules', '.bin', name);

/** Resolves once `url` answers below 500. */
export async function waitFor(url, timeoutMs = 240_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms`);
}

/**
 * Starts the stack and waits until every server answers.
 * @param {{ base: number, apiUrl?: string, otherOrigins?: string[] }} opts
 *   otherOrigins: further shop origins on the same API (the API refuses a login or a write from any origin it
 *   does not know)
 */
export async function startBenchStack({ base, apiUrl, otherOrigins = [] }) {
  const ports = portsFrom(base);
  const origin = `http://localhost:${ports.host}`;
  const env = {
    // per-process secrets, as a demo (production mode asks for SESSION_SECRET and PAYMENT_CALLBACK_SECRET)
    NODE_ENV: 'development',
    ...process.env,
    ...portEnv(ports),
    PUBLIC_URL: origin,
    CORS_ORIGINS: [origin, `http://127.0.0.1:${ports.host}`, ...otherOrigins].join(','),
    LOG_LEVEL: 'warn',
    ...(apiUrl ? { API_URL: apiUrl } : {}),
  };
  const children = [];
  let dataDir;
  if (!apiUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'botica-bench-'));
    children.push(spawn(bin('tsx'), ['src/server.ts'], { cwd: path.join(top, 'api'), env: { ...env, DATA_DIR: path.join(dataDir, 'pglite') }, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  for (const app of APP_NAMES) {
    children.push(spawn(bin('tsx'), [path.join(top, 'platform', 'src', 'server', 'serve-app.ts'), app], { cwd: top, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  }
  const stop = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500).unref();
  };
  process.on('exit', stop);
  await waitFor(`${apiUrl ?? `http://127.0.0.1:${ports.api}`}/api/health`);
  await Promise.all(APP_NAMES.map((app) => waitFor(`http://127.0.0.1:${ports[app]}/`, 60_000)));
  return { origin, ports, stop };
}
