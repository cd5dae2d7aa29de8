// Serves one app's production build from the repository, through tsx (tests, benchmarks):
// `tsx platform/src/server/serve-app.ts host|catalog|checkout|account|content`.
// Production runs each app's own compiled server instead (`node <app>/dist-server/serve.mjs`, see serve-built.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDir } from '../apps';
import { observeApp } from './app-observability';
import { isAppName, startApp } from './start-app';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const name = process.argv[2] ?? '';

if (isAppName(name)) {
  await observeApp(name);
  await startApp(name, path.join(top, appDir(name)));
} else {
  console.error(`Aplicación desconocida: ${name}`);
  process.exit(2);
}
