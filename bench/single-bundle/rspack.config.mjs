// The shop's pages as ONE ordinary bundle, without Module Federation: a measuring instrument for the federation's
// own cost (`npm run bench:federation`, docs/decisions/042-the-federation-cost-measured.md), never deployed and
// not part of `npm run build`. Built by `npm run build:single` into bench/single-bundle/dist.
//
// The host's tree and its bootstrap as they are, with host/src/remotes/remote-registry.ts swapped for
// ./local-modules.ts: every remote's exposed module becomes a dynamic import of its source, so there is one React,
// one router, one data layer and one copy of each library, split into lazy chunks by the bundler's defaults.
// Everything else follows the apps' own builds (@botica/platform/build/app-config.mjs): the same TypeScript and
// CSS handling, each app's CSS-module naming (the host server's drawn shell and the apps' drawn pages carry
// the class names of the apps' own builds), react-router's production files and the host's document with its
// placeholders, so the same server composition can fill it (./server.mts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { cssModuleLocalIdentName, htmlPlugins, reactRouterProduction, typescriptRule } from '@botica/platform/build/app-config.mjs';
import { hostDocument } from '../../host/document.html.mjs';
import { cssModuleNames as hostCssModuleNames } from '../../host/rspack.config.mjs';
import { CATALOG_CSS_MODULE_PREFIX } from '../../remote-catalog/css-modules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const top = path.resolve(here, '..', '..');
const appDir = (dir) => path.join(top, dir) + path.sep;

/** Where the single bundle's chunks of each named dynamic import live, for the server's preloads. */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** Writes CHUNK_GROUPS_FILE: every named chunk group (e.g. `catalog-pages`) → its JavaScript files. */
class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const stats = compilation.getStats().toJson({ all: false, chunkGroups: true, publicPath: true });
        const groups = Object.fromEntries(
          Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => [
            name,
            (group.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
          ]),
        );
        compilation.emitAsset(CHUNK_GROUPS_FILE, new rspack.sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

/** CSS Modules per app, each named as in that app's own build. */
const cssModuleRules = [
  // the host: named exports, `bg-[hash:8]` (host/rspack.config.mjs)
  { include: appDir('host'), generator: { localIdentName: hostCssModuleNames } },
  // catalog and account: a default export of class names with the app's prefix
  {
    include: appDir('remote-catalog'),
    parser: { namedExports: false },
    generator: { localIdentName: cssModuleLocalIdentName(CATALOG_CSS_MODULE_PREFIX, true) },
  },
  { include: appDir('remote-account'), parser: { namedExports: false }, generator: { localIdentName: cssModuleLocalIdentName('acc', true) } },
  // checkout, content and the shared packages: the bundler's defaults, as in their builds
  {},
].map((rule) => ({ test: /\.module\.css$/, type: 'css/module', ...rule }));

const client = {
  name: 'single-bundle',
  // the host's folder and unique name: its CSS-module class names come out as in its own build
  context: path.join(top, 'host'),
  mode: 'production',
  devtool: 'source-map',
  entry: { main: path.join(here, 'index.ts') },
  output: {
    path: path.join(here, 'dist'),
    publicPath: '/',
    uniqueName: 'botica_host',
    filename: 'static/[name].[contenthash:10].js',
    chunkFilename: 'static/[name].[contenthash:10].js',
    cssFilename: 'static/[name].[contenthash:10].css',
    cssChunkFilename: 'static/[name].[contenthash:10].css',
    assetModuleFilename: 'static/assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: reactRouterProduction },
  module: {
    rules: [
      typescriptRule({ production: true, target: 'es2020' }),
      { test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/, parser: { url: false } },
      { oneOf: cssModuleRules },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    ...htmlPlugins({ document: hostDocument, title: 'Botica Guaraní' }, false),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    // the host's federation loader → plain imports of the remotes' exposed files
    new rspack.NormalModuleReplacementPlugin(/[\\/]remote-registry$/, (resource) => {
      if (resource.context?.startsWith(path.join(top, 'host', 'src', 'remotes'))) resource.request = path.join(here, 'local-modules.ts');
    }),
    new ChunkGroupsPlugin(),
  ],
  optimization: { minimize: true },
  performance: { hints: false },
};

/** Moves the server build's stylesheet into the client's dist/static and names it in ssr-manifest.json. */
class PublishStylesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PublishStylesPlugin', (compilation) => {
      const outDir = compilation.outputOptions.path;
      const clientStatic = path.join(here, 'dist', 'static');
      mkdirSync(clientStatic, { recursive: true });
      const styles = compilation
        .getAssets()
        .map((a) => a.name)
        .filter((name) => name.endsWith('.css'))
        .map((name) => {
          const file = path.basename(name);
          writeFileSync(path.join(clientStatic, file), readFileSync(path.join(outDir, name)));
          rmSync(path.join(outDir, name));
          return `/static/${file}`;
        });
      writeFileSync(path.join(outDir, 'ssr-manifest.json'), `${JSON.stringify({ styles }, null, 2)}\n`);
    });
  }
}

/** The apps whose server renderer draws first screens (or answers 404s) in the federated build, as the host asks them. */
export const SERVER_RENDERERS = {
  catalog: 'remote-catalog/src/server/render.tsx',
  checkout: 'remote-checkout/src/server/render.tsx',
  account: 'remote-account/src/server/render.tsx',
  content: 'remote-content/src/server/render.tsx',
};

/**
 * Each app's server renderer (`src/server/render.tsx` of each app, as its own rspack.server.config builds it) built
 * with the single bundle's context, unique name and CSS-module naming, so the page it draws carries the class
 * names of this bundle's stylesheets (an app's own dist-ssr/render.cjs carries those of the app's build). Into
 * dist-ssr/<app>/render.cjs, after the client build, whose clean empties dist: its stylesheet goes into
 * dist/static and is named in its own ssr-manifest.json, as the apps' server builds do.
 */
const serverRenderer = (owner, entry) => ({
  name: `single-bundle-ssr-${owner}`,
  dependencies: ['single-bundle'],
  context: path.join(top, 'host'),
  mode: 'production',
  target: 'node22',
  devtool: false,
  entry: { render: path.join(top, entry) },
  output: {
    path: path.join(here, 'dist-ssr', owner),
    filename: '[name].cjs',
    cssFilename: 'ssr.[contenthash:10].css',
    library: { type: 'commonjs2' },
    uniqueName: 'botica_host',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  externalsPresets: { node: true },
  // Node's real __dirname: the renderer reads ssr-manifest.json next to itself
  node: { __dirname: false, __filename: false },
  module: {
    generator: { 'css/module': { exportsOnly: false }, css: { exportsOnly: false } },
    rules: [
      typescriptRule({ production: true, target: 'es2022' }),
      { oneOf: cssModuleRules },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    ],
  },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new PublishStylesPlugin()],
  optimization: { minimize: true, minimizer: [new rspack.LightningCssMinimizerRspackPlugin()], splitChunks: false, runtimeChunk: false },
  performance: { hints: false },
});

export default [client, ...Object.entries(SERVER_RENDERERS).map(([owner, entry]) => serverRenderer(owner, entry))];
