import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports, stackEnv } from '../ports';
import { type PlatformCopy, startApi, startPlatformCopy, stopProcess, top, waitForUrl } from '../stack';

/** Ports of the stack that sends its invoices to SIFEN: a platform copy, its own API and the SIFEN stand-in. */
export const sifenPorts = { host: ports.host + 40, api: ports.host + 45, standIn: ports.host + 46 };
const TIMBRADO = '17654321';

export interface SifenStack {
  stop(): Promise<void>;
}

/**
 * A certificate made with openssl, the SIFEN stand-in (api/test/support) as a process, an API of its own configured
 * with both (fresh data, the sender every second) and a host with its remotes on that API.
 */
export async function startSifenStack(): Promise<SifenStack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-sifen-'));
  const [key, cert, p12] = ['key.pem', 'cert.pem', 'cert.p12'].map((f) => path.join(dir, f)) as [string, string, string];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=Botica Guarani S.A./serialNumber=RUC80012345-6'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', 'pass:clave-e2e'], { stdio: 'ignore' });

  const children: ChildProcess[] = [];
  let copy: PlatformCopy | null = null;
  const stop = async () => {
    await copy?.stop();
    await Promise.all(children.map((c) => stopProcess(c)));
  };
  try {
    const standIn = spawn(path.join(top, 'node_modules', '.bin', 'tsx'), ['test/support/sifen-stand-in.main.ts'], {
      cwd: path.join(top, 'api'),
      env: { ...process.env, SIFEN_STANDIN_PORT: String(sifenPorts.standIn), SIFEN_STANDIN_CERT: cert, SIFEN_STANDIN_TIMBRADOS: TIMBRADO },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(standIn);
    const hostUrl = `http://localhost:${sifenPorts.host}`;
    children.push(
      startApi({
        // the demo's settings, as the main stack's API (development mode, sandboxes on)
        NODE_ENV: stackEnv.NODE_ENV,
        SANDBOX: stackEnv.SANDBOX,
        API_PORT: String(sifenPorts.api),
        PUBLIC_URL: hostUrl,
        CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${sifenPorts.host}`,
        DATA_DIR: path.join(dir, 'pglite'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SIFEN_CERT_PATH: p12,
        SIFEN_CERT_PASSWORD: 'clave-e2e',
        SIFEN_ENV: 'test',
        SIFEN_BASE_URL: `http://127.0.0.1:${sifenPorts.standIn}`,
        SIFEN_TIMBRADO: TIMBRADO,
        SIFEN_POLL_SECONDS: '1',
      }),
    );
    await waitForUrl(`http://127.0.0.1:${sifenPorts.api}/api/health`, 180_000);
    copy = await startPlatformCopy(sifenPorts.host, sifenPorts.api);
    return { stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
