// Compiles an app's production server: platform/src/server (the host's document composer or a remote's static
// server with its /__fragment renderer) → <app>/dist-server/serve.mjs, plain JavaScript for Node.
// `node ../platform/build/build-app-server.mjs <host|catalog|checkout|account|content>`, from the app's folder.
// esbuild, because the sources are TypeScript with extensionless imports and .ts package exports that Node cannot
// load as they are; and everything (fastify and its plugins, the route table) is bundled: the file runs with no
// node_modules, so an app's image holds only its dist/, dist-ssr/ and dist-server/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const APPS = ['host', 'catalog', 'checkout', 'account', 'content'];
const name = process.argv[2] ?? '';
if (!APPS.includes(name)) {
  console.error(`Aplicación desconocida: ${name} (se espera ${APPS.join(', ')})`);
  process.exit(2);
}
const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(process.cwd(), 'dist-server');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: platformDir,
  entryPoints: { serve: 'src/server/serve-built.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  define: { BOTICA_APP: JSON.stringify(name), 'process.env.NODE_ENV': '"production"' },
  // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
// The folder is ES modules whatever package.json (if any) sits above it in an image.
writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
console.log(`${path.relative(process.cwd(), outdir) || '.'}/serve.mjs (${name}): ${(bytes / 1024).toFixed(0)} KiB`);
