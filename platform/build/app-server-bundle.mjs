// Compiles an app's production server into one file: the host's document composer (platform/src/server/serve-host.ts)
// or a remote's static server with its /__fragment renderer (serve-remote.ts), each with only what it runs.
// esbuild, because the sources are TypeScript with extensionless imports and .ts package exports that Node cannot
// load as they are; and everything (fastify and its plugins, the route table) is bundled: the file runs with no
// node_modules, so an app's image holds only its dist/, dist-ssr/ and dist-server/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleProblems, serverEntryOf } from './server-bundles.mjs';

export const APPS = ['host', 'catalog', 'checkout', 'account', 'content'];
const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes `<outdir>/serve.mjs` for `app` and answers its size and the modules it was built from (relative to
 * platform/). Throws when the bundle carries what that app's server does not run (serverBundleProblems).
 * @param {string} app one of APPS
 * @param {string} outdir
 * @returns {Promise<{ file: string, bytes: number, inputs: string[] }>}
 */
export async function bundleAppServer(app, outdir) {
  if (!APPS.includes(app)) throw new Error(`Aplicación desconocida: ${app} (se espera ${APPS.join(', ')})`);
  const result = await build({
    absWorkingDir: platformDir,
    entryPoints: { serve: `src/server/${serverEntryOf(app)}` },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    define: { ...(app === 'host' ? {} : { BOTICA_REMOTE: JSON.stringify(app) }), 'process.env.NODE_ENV': '"production"' },
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const [[output, { bytes }]] = Object.entries(result.metafile.outputs);
  const inputs = Object.keys(result.metafile.inputs);
  const problems = serverBundleProblems(app, inputs);
  if (problems.length) throw new Error(`${path.join(outdir, 'serve.mjs')}: ${problems.join('; ')}`);
  return { file: path.resolve(platformDir, output), bytes, inputs };
}
