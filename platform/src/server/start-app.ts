import path from 'node:path';
import { type AppName, appPorts, REMOTE_NAMES, type RemoteName, remoteManifests } from '../apps';
import { startHostServer } from './host-server';
import { startRemoteServer } from './remote-server';

/** SANDBOX as the API reads it: off unless set, on for any value but off/false/0/no. */
const sandboxOn = (value: string | undefined) => Boolean(value) && !['off', 'false', '0', 'no'].includes(value!.toLowerCase());

const isRemote = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);
export const isAppName = (n: string): n is AppName => n === 'host' || isRemote(n);

/**
 * Serves one app's production build from its folder (`appRoot`, holding dist/ and, when it renders on the server,
 * dist-ssr/), on its port; the address is loopback by default, 0.0.0.0 in a container (HOST). Answers the server,
 * to close it.
 */
export async function startApp(name: AppName, appRoot: string): Promise<{ close(): Promise<unknown> }> {
  const ports = appPorts();
  const host = process.env.HOST ?? '127.0.0.1';
  // DIST_DIR: a remote's build kept elsewhere (its server renderer next to it, in ../dist-ssr); default the app's dist
  const root = name !== 'host' && process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(appRoot, 'dist');
  if (name === 'host') {
    const app = await startHostServer({
      root,
      port: ports.host,
      host,
      apiUrl: process.env.API_URL ?? `http://127.0.0.1:${ports.api}`,
      remotesFile: process.env.REMOTES_FILE,
      remotes: remoteManifests(ports),
      sandbox: sandboxOn(process.env.SANDBOX),
    });
    console.log(`host escuchando en http://localhost:${ports.host}`);
    return app;
  }
  const app = await startRemoteServer({ root, port: ports[name], host });
  console.log(`${name} escuchando en http://localhost:${ports[name]}`);
  return app;
}
