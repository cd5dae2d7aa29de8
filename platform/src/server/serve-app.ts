// Serves one app's production build: `tsx platform/src/server/serve-app.ts host|catalog|checkout|account|content`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir, appPorts, REMOTE_NAMES, type RemoteName, remoteManifests } from '../apps';
import { startHostServer } from './host-server';
import { startRemoteServer } from './remote-server';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const name = process.argv[2] ?? '';
const ports = appPorts();
/** The address to listen on: loopback by default, 0.0.0.0 in a container (HOST). */
const host = process.env.HOST ?? '127.0.0.1';
const isRemote = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);

if (name === 'host') {
  await startHostServer({
    root: path.join(top, appDir('host'), 'dist'),
    port: ports.host,
    host,
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    remotesFile: process.env.REMOTES_FILE,
    remotes: remoteManifests(ports),
  });
  console.log(`host escuchando en http://localhost:${ports.host}`);
} else if (isRemote(name)) {
  await startRemoteServer({ root: path.join(top, appDir(name), 'dist'), port: ports[name], host });
  console.log(`${name} escuchando en http://localhost:${ports[name]}`);
} else {
  console.error(`Aplicación desconocida: ${name}`);
  process.exit(2);
}
