import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ports, stackEnv } from '../ports';
import { type PlatformCopy, startApi, startPlatformCopy, stopProcess, top, waitForUrl } from '../stack';

/** Ports of the shop whose parameters a spec sets: a platform copy (host and remotes) and its own API. */
export const parameterShopPorts = { host: ports.host + 60, api: ports.host + 65 };

export interface ParameterShop {
  stop(): Promise<void>;
}

/** Runs a command to its end; fails with its exit code. */
function run(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} terminó con ${code}`))));
  });
}

/**
 * Waits until the host's documents are drawn with the shop's layout data naming `names` (the parameters it read from
 * the API): the shop is up once its host has read them, as a deployed host has long before its shoppers come.
 */
async function documentsCarry(url: string, names: string[], timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const html = await fetch(url)
      .then((res) => res.text())
      .catch(() => '');
    if (names.every((name) => html.includes(`"${name}"`))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`los documentos de ${url} no traen los parámetros ${names.join(', ')} en ${timeoutMs} ms`);
}

/**
 * A shop whose parameters (the `parameters` table, as an operator sets them) are `parameters`: they are written into
 * a fresh database before its API starts (api/test/support/shop-parameters.main.ts), then the API (the demo's other
 * settings and data) and a platform copy of its own, whose host reads them for every document as the shop's does.
 */
export async function startParameterShop(parameters: Record<string, string>): Promise<ParameterShop> {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-parametros-'));
  const data = { DATA_DIR: path.join(dir, 'pglite'), UPLOADS_DIR: path.join(dir, 'uploads') };
  let api: ChildProcess | null = null;
  let copy: PlatformCopy | null = null;
  const stop = async () => {
    await copy?.stop();
    await stopProcess(api ?? undefined);
  };
  try {
    await run(
      spawn(path.join(top, 'node_modules', '.bin', 'tsx'), ['test/support/shop-parameters.main.ts'], {
        cwd: path.join(top, 'api'),
        env: { ...process.env, ...data, SHOP_PARAMETERS: JSON.stringify(parameters) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
      'los parámetros de la tienda',
    );
    const hostUrl = `http://localhost:${parameterShopPorts.host}`;
    api = startApi({
      NODE_ENV: stackEnv.NODE_ENV,
      SANDBOX: stackEnv.SANDBOX,
      API_PORT: String(parameterShopPorts.api),
      PUBLIC_URL: hostUrl,
      CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${parameterShopPorts.host}`,
      ...data,
    });
    await waitForUrl(`http://127.0.0.1:${parameterShopPorts.api}/api/health`, 180_000);
    copy = await startPlatformCopy(parameterShopPorts.host, parameterShopPorts.api);
    await documentsCarry(`http://127.0.0.1:${parameterShopPorts.host}/`, Object.keys(parameters));
    return { stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
