// Server build of a remote's first screens: src/server/render.tsx → dist-ssr/render.cjs (CommonJS, for Node),
// loaded by the remote's production server (../src/server/remote-server.ts) to answer GET /__fragment.
// Run after the client build: the CSS the rendered pages use is written into dist/static/ (which the client
// build cleans) and its path recorded in dist-ssr/ssr-manifest.json for the renderer.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { cssModuleLocalIdentName, PAGE_CHUNKS_FILE, typescriptRule } from './app-config.mjs';
import { BrowserOnlyPackagesCheckPlugin, ignoreBrowserOnlyPackages } from './server-bundles.mjs';

/**
 * Moves the emitted stylesheet into the client's dist/static and names it in ssr-manifest.json, with the scripts of
 * the client's `./pages` expose (its PAGE_CHUNKS_FILE, `pages`): the renderer gives them with the page it draws.
 */
class PublishStylesPlugin {
  /** @param {{ outDir: string, clientStatic: string }} dirs */
  constructor({ outDir, clientStatic }) {
    this.outDir = outDir;
    this.clientStatic = clientStatic;
  }

  apply(compiler) {
    const { outDir, clientStatic } = this;
    compiler.hooks.afterEmit.tap('PublishStylesPlugin', (compilation) => {
      // Only the entry's own stylesheet is the drawn pages' style. A chunk the renderer loads on demand carries the
      // CSS of code that runs in the browser alone (a widget behind an import()): the browser takes it with that code,
      // and naming it here would make every drawn page wait for it (a render-blocking <link>).
      const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles()));
      mkdirSync(clientStatic, { recursive: true });
      const styles = [];
      for (const { name } of compilation.getAssets()) {
        if (!name.endsWith('.css')) continue;
        if (entryFiles.has(name)) {
          const file = path.basename(name);
          writeFileSync(path.join(clientStatic, file), readFileSync(path.join(outDir, name)));
          styles.push(`/static/${file}`);
        }
        rmSync(path.join(outDir, name));
      }
      const pageChunks = path.join(path.dirname(clientStatic), PAGE_CHUNKS_FILE);
      const pages = existsSync(pageChunks) ? JSON.parse(readFileSync(pageChunks, 'utf8')) : {};
      writeFileSync(path.join(outDir, 'ssr-manifest.json'), `${JSON.stringify({ styles, pages }, null, 2)}\n`);
    });
  }
}

/**
 * @param {{ dirname: string, name: string, cssModulePrefix?: string }} app the remote's folder, its name (as in
 *   createAppConfig: the output's unique name, `botica_<name>`, must be the client's) and its CSS-module prefix
 *   (as createAppConfig got it), so the server's markup carries exactly the class names the client's stylesheet
 *   defines.
 * `env.outDir` and `env.clientDist` move the output (tests build into a temporary folder); by default
 * dist-ssr/ and dist/.
 */
export function createServerRenderConfig(app) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const outDir = env.outDir ?? path.join(app.dirname, 'dist-ssr');
    const clientStatic = path.join(env.clientDist ?? path.join(app.dirname, 'dist'), 'static');
    return {
      context: app.dirname,
      mode: production ? 'production' : 'development',
      target: 'node22',
      devtool: false,
      entry: { render: './src/server/render.tsx' },
      output: {
        path: outDir,
        filename: 'render.cjs',
        cssFilename: 'ssr.[contenthash:10].css',
        library: { type: 'commonjs2' },
        // The same unique name as the client build: CSS-module class names must come out identical.
        uniqueName: `botica_${app.name}`,
        clean: true,
      },
      // The map engines run in the browser only (server-bundles.mjs): the renderer gets empty modules for them.
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: ignoreBrowserOnlyPackages },
      // Everything is bundled (React in its production build whatever NODE_ENV the server runs with);
      // only Node's own modules stay outside.
      externalsPresets: { node: true },
      // Keep Node's real __dirname: the renderer reads ssr-manifest.json next to itself.
      node: { __dirname: false, __filename: false },
      module: {
        parser: { 'css/module': { namedExports: false } },
        // A Node target only exports the class names by default; the stylesheet itself is wanted too.
        generator: {
          'css/module': {
            ...(app.cssModulePrefix ? { localIdentName: cssModuleLocalIdentName(app.cssModulePrefix, production) } : {}),
            exportsOnly: false,
          },
          css: { exportsOnly: false },
        },
        rules: [
          typescriptRule({ production, target: 'es2022' }),
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        ],
      },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new PublishStylesPlugin({ outDir, clientStatic }),
        new BrowserOnlyPackagesCheckPlugin(),
      ],
      optimization: {
        // The stylesheet is minified like the client's; the server code stays readable for stack traces.
        minimize: production,
        minimizer: [new rspack.LightningCssMinimizerRspackPlugin()],
        splitChunks: false,
        runtimeChunk: false,
      },
      performance: { hints: false },
    };
  };
}
