// Production build of the API: src/server.ts (and the migration command) → dist/*.mjs, plain JavaScript for Node.
// esbuild bundles the API's own code and the TypeScript it imports from @botica/shared-contracts (whose exports
// are .ts sources, with extensionless imports that Node cannot resolve); every npm dependency stays an import,
// installed in production by `npm ci --omit=dev --workspace api` (native modules, WebAssembly and data files
// are loaded from node_modules as they are).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@botica/'))
  .flatMap((name) => [name, `${name}/*`]);
const outdir = path.join(root, 'dist');

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', migrate: 'src/cli/migrate.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  // Readable stack traces in production: names kept, nothing minified.
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(`api/dist: ${Object.keys(result.metafile.outputs).length} archivos, ${(bytes / 1024).toFixed(0)} KiB`);
