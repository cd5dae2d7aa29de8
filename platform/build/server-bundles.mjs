// What the shop's server builds may carry. A renderer (an app's dist-ssr/) draws first screens in Node and never runs
// the code that needs a browser; an app's server (<app>/dist-server/serve.mjs) runs that app's server and no other's.
// The builds ignore what does not belong (resolve.alias, one entry per kind of app) and then check their own
// output: a build that carries it anyway fails, naming what came in.
import path from 'node:path';

/**
 * Packages that run only in a browser: the map engines (WebGL, a worker of their own, 1 to 2 MB each). The shop's
 * map loads its engine from an effect (platform/src/map/shop-map.tsx), and effects never run on the server.
 */
export const BROWSER_ONLY_PACKAGES = ['mapbox-gl', 'maplibre-gl'];

/**
 * `resolve.alias` entries of a renderer's build: each browser-only package, and every file inside it, becomes an
 * empty module (rspack ignores a module aliased to `false`; a `new URL()` of one of its files becomes `data:,`).
 * The code that imports them is still bundled, behind its `import()`, and is never called on the server.
 */
export const ignoreBrowserOnlyPackages = Object.fromEntries(BROWSER_ONLY_PACKAGES.map((name) => [name, false]));

/** The package a module's path lies in (its last `node_modules/<name>` or `node_modules/@scope/<name>`), if any. */
function packageOf(file) {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return null;
  const first = parts[at + 1];
  return first.startsWith('@') && at + 2 < parts.length ? `${first}/${parts[at + 2]}` : first;
}

/** The browser-only packages that some of `files` (module paths, absolute or relative) lie in, sorted. */
export function browserOnlyPackagesIn(files) {
  const found = new Set();
  for (const file of files) {
    const name = packageOf(file);
    if (name && BROWSER_ONLY_PACKAGES.includes(name)) found.add(name);
  }
  return [...found].sort();
}

/** The server each kind of app runs (platform/src/server/), by the file that starts it. */
const SERVER_MODULES = { host: 'host-server.ts', remote: 'remote-server.ts' };
const kindOf = (app) => (app === 'host' ? 'host' : 'remote');

/** The entry of an app's compiled server, in platform/src/server/: the host's server, or a remote's. */
export const serverEntryOf = (app) => (kindOf(app) === 'host' ? 'serve-host.ts' : 'serve-remote.ts');

/**
 * What an app's compiled server must not carry, found among the modules it was built from (`files`, as esbuild's
 * metafile names its inputs): the other kind of app's server (the host's document composer and its proxy in a
 * remote, a remote's fragment server in the host) and the browser-only packages. One sentence each; none is right.
 */
export function serverBundleProblems(app, files) {
  const problems = [];
  const own = SERVER_MODULES[kindOf(app)];
  const foreign = Object.values(SERVER_MODULES).filter((file) => file !== own);
  for (const file of files) {
    const normalized = file.split(path.sep).join('/');
    if (foreign.some((name) => normalized.endsWith(`src/server/${name}`))) {
      problems.push(`el servidor de ${app} incluye ${file}, el servidor de otra aplicación`);
    }
  }
  for (const name of browserOnlyPackagesIn(files)) {
    problems.push(`el servidor de ${app} incluye ${name}, que sólo corre en el navegador`);
  }
  return problems;
}

/**
 * Fails a renderer's build (rspack) that carries a browser-only package, naming the package and one module of it:
 * a later import that reaches one by a path the alias does not cover (a file inside node_modules named directly,
 * another build's config) is caught here rather than shipped.
 */
export class BrowserOnlyPackagesCheckPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrowserOnlyPackagesCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('BrowserOnlyPackagesCheckPlugin', (modules) => {
        const files = [];
        for (const module of modules) {
          const file = module.nameForCondition?.();
          if (file) files.push(file);
        }
        for (const name of browserOnlyPackagesIn(files)) {
          const example = files.find((file) => packageOf(file) === name);
          compilation.errors.push(
            new compiler.webpack.WebpackError(`El renderizador del servidor incluye ${name} (${example}), una biblioteca que sólo corre en el navegador`),
          );
        }
      });
    });
  }
}
