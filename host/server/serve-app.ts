// Serves one app's production build: `tsx server/serve-app.ts host|catalog|checkout|account|content`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostServer } from './host-server';
import { startRemoteServer } from './remote-server';
import { appPorts, remoteManifests } from '@botica/platform/apps';

const here = path.dirname(fileURLToPath(import.meta.url));
const top = path.resolve(here, '..', '..');
const name = process.argv[2] as keyof ReturnType<typeof appPorts>;
const ports = appPorts();
/** The address to listen on: loopback by default, 0.0.0.0 in a container (HOST). */
const host = process.env.HOST ?? '127.0.0.1';

if (name === 'host') {
  await startHostServer({
    root: path.join(top, 'host', 'dist'),
    port: ports.host,
    host,
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    remotesFile: process.env.REMOTES_FILE,
    remotes: remoteManifests(ports),
  });
} else if (name in ports && name !== 'api') {
  await startRemoteServer({ root: path.join(top, `remote-${name}`, 'dist'), port: ports[name], host });
} else {
  console.error(`Aplicación desconocida: ${name}`);
  process.exit(2);
}
console.log(`${name} escuchando en http://localhost:${ports[name]}`);
