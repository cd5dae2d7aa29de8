import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports, stackEnv } from '../ports';
import { type PlatformCopy, startApi, startPlatformCopy, stopProcess, top, waitForUrl } from '../stack';

/** Ports of the stack whose cards go through Bancard: a platform copy, its own API and the Bancard stand-in. */
export const bancardPorts = { host: ports.host + 50, api: ports.host + 55, standIn: ports.host + 56 };
const KEYS = { BANCARD_PUBLIC_KEY: 'pk-e2e-botica-0123456789abcdef', BANCARD_PRIVATE_KEY: 'sk-e2e-botica-fedcba9876543210' };

export interface BancardStack {
  standInUrl: string;
  stop(): Promise<void>;
}

/**
 * The Bancard vPOS stand-in (api/test/support) as a process, serving the checkout script and its frames and sending
 * the signed confirmation to the API; an API of its own with PAYMENT_PROVIDER_CARDS=bancard pointed at it (fresh
 * data, the demo's other settings); and a host, told the same provider for its Content-Security-Policy.
 */
export async function startBancardStack(): Promise<BancardStack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-bancard-'));
  const standInUrl = `http://127.0.0.1:${bancardPorts.standIn}`;
  const cards = { PAYMENT_PROVIDER_CARDS: 'bancard', BANCARD_BASE_URL: standInUrl, ...KEYS };
  const children: ChildProcess[] = [];
  let copy: PlatformCopy | null = null;
  const stop = async () => {
    await copy?.stop();
    await Promise.all(children.map((c) => stopProcess(c)));
  };
  try {
    children.push(
      spawn(path.join(top, 'node_modules', '.bin', 'tsx'), ['test/support/bancard-stand-in.main.ts'], {
        cwd: path.join(top, 'api'),
        env: { ...process.env, ...KEYS, BANCARD_STANDIN_PORT: String(bancardPorts.standIn), BANCARD_STANDIN_CALLBACK: `http://127.0.0.1:${bancardPorts.api}/api/pagos/notificacion/bancard` },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const hostUrl = `http://localhost:${bancardPorts.host}`;
    children.push(
      startApi({
        NODE_ENV: stackEnv.NODE_ENV,
        SANDBOX: stackEnv.SANDBOX,
        API_PORT: String(bancardPorts.api),
        PUBLIC_URL: hostUrl,
        CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${bancardPorts.host}`,
        DATA_DIR: path.join(dir, 'pglite'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        ...cards,
      }),
    );
    await waitForUrl(`${standInUrl}/checkout/javascript/dist/bancard-checkout-4.0.0.js`, 60_000);
    await waitForUrl(`http://127.0.0.1:${bancardPorts.api}/api/health`, 180_000);
    copy = await startPlatformCopy(bancardPorts.host, bancardPorts.api, cards);
    return { standInUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
