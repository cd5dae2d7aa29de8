import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(top, 'node_modules', '.bin', 'tsx');

export type AppName = 'host' | 'catalog' | 'checkout' | 'account' | 'content';

/** Starts one production app server (the built dist) as its own process. */
export function startApp(name: AppName, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(tsx, [path.join(top, 'host', 'server', 'serve-app.ts'), name], {
    cwd: path.join(top, 'host'),
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

export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
