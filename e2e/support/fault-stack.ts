import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FaultProxy } from './fault-proxy';
import { type AppName, startApp, stopProcess, top, waitForUrl } from './stack';
import type { ChildProcess } from 'node:child_process';

export type RemoteApp = Exclude<AppName, 'host'>;
export const REMOTE_APPS: RemoteApp[] = ['catalog', 'checkout', 'account', 'content'];

export interface FaultStack {
  host: string;
  proxies: Record<RemoteApp, FaultProxy>;
  stop(): Promise<void>;
}

/** Builds e2e/fixtures/faulty-remote (each remote's name, pages that throw while rendering) into `dir`. */
export async function buildFaultyRemotes(dir: string): Promise<void> {
  const rspack = path.join(top, 'node_modules', '.bin', 'rspack');
  const child = spawn(rspack, ['build', '-c', path.join(top, 'e2e', 'fixtures', 'faulty-remote', 'rspack.config.mjs')], {
    cwd: top,
    env: { ...process.env, FAULTY_REMOTES_DIR: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`la compilación de los remotos con fallas terminó con ${code}: ${errors}`);
}

/**
 * A copy of the shop whose remotes are reached through fault-injecting proxies (see fault-proxy.ts): host on `base`,
 * the proxies (the remotes' public addresses, in the copy's remotes.json) on base+1…base+4, the remotes' real
 * servers on `remotesBase`…`remotesBase+3`; the API is the suite's.
 */
export async function startFaultStack(base: number, remotesBase: number, apiPort: number): Promise<FaultStack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-faults-'));
  const faultyDir = path.join(dir, 'faulty');
  const remotesFile = path.join(dir, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify(Object.fromEntries(REMOTE_APPS.map((r, i) => [r, `http://localhost:${base + 1 + i}/mf-manifest.json`]))),
  );
  const processes: ChildProcess[] = [];
  const portEnv: Record<RemoteApp, string> = { catalog: 'CATALOG_PORT', checkout: 'CHECKOUT_PORT', account: 'ACCOUNT_PORT', content: 'CONTENT_PORT' };
  const building = buildFaultyRemotes(faultyDir);
  processes.push(startApp('host', { HOST_PORT: String(base), API_URL: `http://127.0.0.1:${apiPort}`, REMOTES_FILE: remotesFile }));
  REMOTE_APPS.forEach((r, i) => processes.push(startApp(r, { [portEnv[r]]: String(remotesBase + i), API_URL: `http://127.0.0.1:${apiPort}` })));
  const proxies = Object.fromEntries(
    REMOTE_APPS.map((r, i) => [r, new FaultProxy(base + 1 + i, `http://127.0.0.1:${remotesBase + i}`, path.join(faultyDir, r))]),
  ) as Record<RemoteApp, FaultProxy>;
  const stop = async () => {
    await Promise.all(Object.values(proxies).map((p) => p.stop()));
    await Promise.all(processes.map((p) => stopProcess(p)));
  };
  try {
    await Promise.all([
      building,
      waitForUrl(`http://127.0.0.1:${base}/remotes.json`, 180_000),
      ...REMOTE_APPS.map((_r, i) => waitForUrl(`http://127.0.0.1:${remotesBase + i}/mf-manifest.json`, 180_000)),
      ...Object.values(proxies).map((p) => p.start()),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `http://localhost:${base}`, proxies, stop };
}
