import path from 'node:path';
import { appPorts, type RemoteName } from '../apps';
import { appReleasesDir, releasesRoot } from './release-files';
import { startRemoteServer } from './remote-server';

/**
 * Serves one remote's production build from its folder (`appRoot`, holding dist/ and, when it renders on the
 * server, dist-ssr/) on its port; the address is loopback by default, 0.0.0.0 in a container (HOST). Answers the
 * server, to close it.
 */
export async function startRemote(name: RemoteName, appRoot: string): Promise<{ close(): Promise<unknown> }> {
  const ports = appPorts();
  // DIST_DIR: a build kept elsewhere (its server renderer next to it, in ../dist-ssr); by default the app's dist
  const root = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(appRoot, 'dist');
  // its released versions (decision 082): RELEASES_DIR, by default releases/ beside the app's folder
  const releasesDir = appReleasesDir(releasesRoot(appRoot), name);
  const app = await startRemoteServer({ root, port: ports[name], host: process.env.HOST ?? '127.0.0.1', releasesDir });
  console.log(`${name} escuchando en http://localhost:${ports[name]}`);
  return app;
}
