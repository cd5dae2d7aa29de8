// Entry of an app's compiled server, <app>/dist-server/serve.mjs (platform/build/build-app-server.mjs): one file
// with the server and everything it uses, serving the app whose folder holds it. `node dist-server/serve.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppName } from '../apps';
import { startApp } from './start-app';

/** The app this bundle was built for, written in by the build. */
declare const BOTICA_APP: AppName;

const app = await startApp(BOTICA_APP, path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
// A container stops its process with SIGTERM, and node as PID 1 has no default action for it: without this the
// engine waits out its grace period (10 s) and kills the server. Closing waits for the requests in flight, 5 s at
// most.
const close = () => {
  setTimeout(() => process.exit(0), 5000).unref();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
