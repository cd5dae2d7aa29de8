import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { ports, stackEnv } from './ports';
import { startApi, startApp, waitForUrl, type AppName } from './stack';

const apps: AppName[] = ['host', 'catalog', 'checkout', 'account', 'content'];

/**
 * Composes the production build on loopback: the API on a fresh PGlite data folder and the five app
 * servers, each its own process. Specs that stop or move an app start their own copies on other ports.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'botica-e2e-'));
  // the apps' released versions (decision 082), in the stack's own folder: the apps and the specs' release tools read it
  process.env.RELEASES_DIR = path.join(dataDir, 'releases');
  const children: ChildProcess[] = [startApi({ ...stackEnv, DATA_DIR: path.join(dataDir, 'pglite'), UPLOADS_DIR: path.join(dataDir, 'uploads') })];
  for (const app of apps) children.push(startApp(app, stackEnv));
  (globalThis as { __stack?: ChildProcess[] }).__stack = children;
  await waitForUrl(`http://127.0.0.1:${ports.api}/api/health`, 180_000);
  await Promise.all(apps.map((app) => waitForUrl(`http://127.0.0.1:${ports[app]}/`)));
}
