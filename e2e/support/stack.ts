import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(top, 'node_modules', '.bin', 'tsx');

export type AppName = 'host' | 'catalog' | 'checkout' | 'account' | 'content';

/** Starts one production app server (the built dist) as its own process. */
export function startApp(name: AppName, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(tsx, [path.join(top, 'platform', 'src', 'server', 'serve-app.ts'), name], {
    cwd: top,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

export function startApi(env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(tsx, ['src/server.ts'], {
    cwd: path.join(top, 'api'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms`);
}

/** Waits until nothing answers on a loopback port (a stopped server really let go of it). */
export async function waitForPortClosed(port: number, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`el puerto ${port} sigue en uso: otro proceso lo ocupa`);
}

export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

export interface PlatformCopy {
  urls: { host: string } & Record<Exclude<AppName, 'host'>, string>;
  remotesFile: string;
  processes: Partial<Record<AppName, ChildProcess>>;
  /** Starts (again) one remote of the copy on a port; `env` e.g. DIST_DIR, a build kept elsewhere (a redeploy). */
  startRemote(name: Exclude<AppName, 'host'>, port: number, env?: NodeJS.ProcessEnv): Promise<void>;
  stopRemote(name: Exclude<AppName, 'host'>): Promise<void>;
  /** Points the copy's remotes.json at another manifest URL for one remote. */
  moveRemote(name: Exclude<AppName, 'host'>, port: number): void;
  stop(): Promise<void>;
}

/**
 * A second host and four remotes on ports `base`..`base+4`, sharing an already running API through the
 * host's proxy, with a remotes.json of their own (REMOTES_FILE) so a spec can stop or move remotes. `hostEnv` adds
 * to the host's settings (e.g. the card provider, for its Content-Security-Policy).
 */
export async function startPlatformCopy(base: number, apiPort: number, hostEnv: NodeJS.ProcessEnv = {}): Promise<PlatformCopy> {
  const { mkdtempSync, writeFileSync, readFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-copy-'));
  const remotesFile = path.join(dir, 'remotes.json');
  const remotes = ['catalog', 'checkout', 'account', 'content'] as const;
  const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(remotes.map((r, i) => [r, manifest(base + 1 + i)])), null, 2));
  const processes: PlatformCopy['processes'] = {};
  const portEnv: Record<AppName, string> = {
    host: 'HOST_PORT',
    catalog: 'CATALOG_PORT',
    checkout: 'CHECKOUT_PORT',
    account: 'ACCOUNT_PORT',
    content: 'CONTENT_PORT',
  };
  const copy: PlatformCopy = {
    urls: {
      host: `http://localhost:${base}`,
      catalog: `http://localhost:${base + 1}`,
      checkout: `http://localhost:${base + 2}`,
      account: `http://localhost:${base + 3}`,
      content: `http://localhost:${base + 4}`,
    },
    remotesFile,
    processes,
    async startRemote(name, port, env = {}) {
      processes[name] = startApp(name, { ...env, [portEnv[name]]: String(port) });
      await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
    },
    async stopRemote(name) {
      const port = Number(new URL(JSON.parse(readFileSync(remotesFile, 'utf8'))[name]).port);
      await stopProcess(processes[name]);
      delete processes[name];
      await waitForPortClosed(port);
    },
    moveRemote(name, port) {
      const current = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>;
      current[name] = manifest(port);
      writeFileSync(remotesFile, JSON.stringify(current, null, 2));
    },
    async stop() {
      await Promise.all(Object.values(processes).map((p) => stopProcess(p)));
    },
  };
  processes.host = startApp('host', {
    ...hostEnv,
    HOST_PORT: String(base),
    API_URL: `http://127.0.0.1:${apiPort}`,
    REMOTES_FILE: remotesFile,
  });
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${base}/`),
      ...remotes.map((r, i) => copy.startRemote(r, base + 1 + i)),
    ]);
  } catch (error) {
    // nothing of a copy that did not come up is left running
    await copy.stop();
    throw error;
  }
  return copy;
}
