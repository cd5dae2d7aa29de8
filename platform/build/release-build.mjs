// Builds one app for a release (decision 082), with the app's own rspack configurations, into a folder of its own
// instead of the app's dist/ and dist-ssr/ (which the running base build serves):
//   node platform/build/release-build.mjs <app> <out> [publicPath]
// <out>/ gets the browser build (what /v/<version>/ serves, pre-compressed), <out>/.server/ the server build (a
// remote's renderer, the host's shell). The host's browser build is given its public path (/v/<version>/): its
// document names its scripts from the root. A remote's is `auto` (the manifest's folder) and needs none.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { rspack } from '@rspack/core';

const top = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_DIR = '.server';
const [app, outArg, publicPath] = process.argv.slice(2);
const APPS = { host: 'host', catalog: 'remote-catalog', checkout: 'remote-checkout', account: 'remote-account', content: 'remote-content' };
if (!app || !(app in APPS) || !outArg) {
  console.error('Uso: node platform/build/release-build.mjs <host|catalog|checkout|account|content> <carpeta> [publicPath]');
  process.exit(2);
}
const out = path.resolve(outArg);
const appDir = path.join(top, APPS[app]);
const load = async (file) => (await import(pathToFileURL(path.join(appDir, file)).href)).default;
const argv = { mode: 'production' };

/** The app's browser configuration(s), writing into `out`. */
async function browserConfigs() {
  const made = (await load('rspack.config.mjs'))({}, argv);
  return (Array.isArray(made) ? made : [made]).map((config) => ({
    ...config,
    output: { ...config.output, path: out, ...(publicPath && config.name === app ? { publicPath } : {}) },
  }));
}

/** The app's server configuration, writing into out/.server (a remote's stylesheet goes into out/static). */
async function serverConfig() {
  const file = ['rspack.server.config.mjs', 'rspack.shell.config.mjs'].find((name) => existsSync(path.join(appDir, name)));
  if (!file) return null;
  const made = await load(file);
  const dir = path.join(out, SERVER_DIR);
  if (typeof made === 'function') return made({ outDir: dir, clientDist: out }, argv);
  return { ...made, output: { ...made.output, path: dir } };
}

function run(configs) {
  return new Promise((resolve, reject) => {
    rspack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

await run(await browserConfigs());
const server = await serverConfig();
if (server) await run(server);
const compressed = spawnSync(process.execPath, [path.join(top, 'platform', 'build', 'compress-dist.mjs'), out], { stdio: 'inherit' });
if (compressed.status !== 0) process.exit(compressed.status ?? 1);
