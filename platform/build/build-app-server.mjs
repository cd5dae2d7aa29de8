// Compiles an app's production server (app-server-bundle.mjs) → <app>/dist-server/serve.mjs, plain JavaScript for
// Node: the host's server for the host, a remote's for each remote.
// `node ../platform/build/build-app-server.mjs <host|catalog|checkout|account|content>`, from the app's folder.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, bundleAppServer } from './app-server-bundle.mjs';

const name = process.argv[2] ?? '';
if (!APPS.includes(name)) {
  console.error(`Aplicación desconocida: ${name} (se espera ${APPS.join(', ')})`);
  process.exit(2);
}
const outdir = path.join(process.cwd(), 'dist-server');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
try {
  const { bytes } = await bundleAppServer(name, outdir);
  // The folder is ES modules whatever package.json (if any) sits above it in an image.
  writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  console.log(`${path.relative(process.cwd(), outdir) || '.'}/serve.mjs (${name}): ${(bytes / 1024).toFixed(0)} KiB`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  rmSync(outdir, { recursive: true, force: true });
  process.exit(1);
}
