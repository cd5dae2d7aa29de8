import path from 'node:path';
import { appPorts, remoteManifests } from '../apps';
import { startHostServer } from './host-server';
import { appReleasesDir, releasesRoot } from './release-files';
import { ReleaseRegistry } from './release-registry';

/** SANDBOX as the API reads it: off unless set, on for any value but off/false/0/no. */
const sandboxOn = (value: string | undefined) => Boolean(value) && !['off', 'false', '0', 'no'].includes(value!.toLowerCase());

/**
 * Serves the host's production build from its folder (`appRoot`, holding dist/ and dist-ssr/) on its port; the
 * address is loopback by default, 0.0.0.0 in a container (HOST). Answers the server, to close it.
 */
export async function startHost(appRoot: string): Promise<{ close(): Promise<unknown> }> {
  const ports = appPorts();
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
  // which version of each app shoppers get, read from the API's registry every second (decision 082)
  const releases = new ReleaseRegistry(apiUrl);
  await releases.start();
  const app = await startHostServer({
    root: path.join(appRoot, 'dist'),
    port: ports.host,
    host: process.env.HOST ?? '127.0.0.1',
    apiUrl,
    remotesFile: process.env.REMOTES_FILE,
    remotes: remoteManifests(ports),
    sandbox: sandboxOn(process.env.SANDBOX),
    releases,
    // its released versions (decision 082): RELEASES_DIR, by default releases/ beside the app's folder
    releasesDir: appReleasesDir(releasesRoot(appRoot), 'host'),
  });
  console.log(`host escuchando en http://localhost:${ports.host}`);
  return app;
}
