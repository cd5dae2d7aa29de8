// Shared rspack + Module Federation configuration of the host and the four remotes.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import federationGlobals from './federation-globals.cjs';

/**
 * The modules whose state must exist once in the page, so the apps share them (DESIGN.md §2): React, jotai (one
 * store), the toaster, and of our own packages only those that keep state or identity across the apps: the bus,
 * the session atoms, the router (one history, decision 032) and the route table it routes with (every app's links
 * and guards read the host's; decision 054), the data layer's cache, the HTTP client with its one
 * 401 policy, the error class the apps test with `instanceof` and the context through which the host renders one
 * app's fragment inside another's page (decision 038). Everything else in shared-contracts and platform
 * is plain code (schemas, constants, formatters, components): each app bundles what it uses. Every shared module
 * costs each app a negotiation at boot (version checks in the federation runtime) and a request of its own.
 */
const ourSingletons = [
  '@botica/shared-contracts/events/bus',
  '@botica/shared-contracts/session/session.atoms',
  '@botica/shared-contracts/http/errors',
  '@botica/shared-contracts/routes/route-table',
  '@botica/platform/router',
  '@botica/platform/data/query',
  '@botica/platform/http/client',
  '@botica/platform/fragments',
];

export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'jotai/': { singleton: true, requiredVersion: '^2.0.0' },
  ...Object.fromEntries(ourSingletons.map((name) => [name, { singleton: true, requiredVersion: '^1.0.0' }])),
  'react-hot-toast': { singleton: true, requiredVersion: '^2.0.0' },
};

const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** Served next to remoteEntry.js in a production remote, for its standalone page only. */
const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';
/**
 * react-router's package exports name its development build for every bundler; production builds use the
 * production files next to it (no development warnings or checks).
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
export const reactRouterProduction = existsSync(path.join(reactRouterDist, 'index.mjs'))
  ? {
      'react-router$': path.join(reactRouterDist, 'index.mjs'),
      'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
    }
  : {};
/**
 * The federation runtime's own libraries a production remote takes from the host (./provide-federation-libraries.mjs)
 * instead of bundling them into its remoteEntry.js, as runtime-core already is (the plugin's externalRuntime).
 * The bundler runtime is imported by the plugin's generated code by file, so it is matched by file.
 */
const bundlerRuntimeFile = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
const federationLibraryExternals = [
  {
    '@module-federation/sdk': federationGlobals.FEDERATION_SDK_GLOBAL,
    '@module-federation/error-codes': federationGlobals.FEDERATION_ERROR_CODES_GLOBAL,
  },
  ({ request }, callback) =>
    bundlerRuntimeFile.test(request ?? '') ? callback(undefined, federationGlobals.FEDERATION_BUNDLER_RUNTIME_GLOBAL) : callback(),
];
/**
 * The federation's ECMAScript-module builds in place of the CommonJS ones the plugin names for the production
 * host: one copy of each module, without each package's CommonJS interop helpers (3.4 KiB gzip of the host's
 * main.js). The plugin's generated code imports the bundler runtime and its runtime plugin by file, and aliases
 * `@module-federation/runtime` unless an alias is set.
 */
const federationScope = path.resolve(createRequire(import.meta.url).resolve('@module-federation/runtime'), '..', '..', '..');
const federationEsm = Object.fromEntries(
  ['runtime', 'runtime-tools', 'webpack-bundler-runtime', 'inject-external-runtime-core-plugin'].flatMap((pkg) => {
    const esm = path.join(federationScope, pkg, 'dist', 'index.js');
    return [
      [`@module-federation/${pkg}$`, esm],
      [`${esm.replace(/\.js$/, '.cjs')}$`, esm],
    ];
  }),
);
/** The ESM build of the federation runtime-core the MF plugin bundles into the host. */
const runtimeCoreFile = createRequire(import.meta.url).resolve('@module-federation/runtime-core').replace(/\.cjs$/, '.js');

/**
 * Libraries the host loads on demand (`import()` when a shopper needs them), never with the boot: the client of
 * the logged-in customer's notifications (socket.io), the dialogs' focus trap and the toasts (react-hot-toast and its
 * goober, loaded by `@botica/platform/toast` with the first toast). The host's boot-shared chunk
 * group takes every library of an async chunk, so these are named here to stay out of it, in chunks of their own.
 */
const onDemandPackages = /[\\/]node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|focus-trap|tabbable|react-hot-toast|goober)[\\/]/;

/**
 * The API layer: the HTTP client with ky, valibot and the answers' schemas of shared-contracts. The apps download
 * it with their first API call (@botica/platform/http/on-first-call); a page the server drew makes none while it
 * boots. The host keeps it out of boot-shared, in a chunk of its own.
 */
const apiLayer =
  /[\\/](node_modules[\\/](ky|valibot)[\\/]|platform[\\/]src[\\/]http[\\/]client\.ts$|shared-contracts[\\/]src[\\/].+[\\/](responses|entities|error-body)\.ts$)/;

/**
 * TypeScript and TSX through rspack's built-in swc with React's automatic runtime; shared by the browser builds
 * and the server builds (host shell, catalog renderer).
 * @param {{ production: boolean, target: string }} opts
 */
export function typescriptRule({ production, target }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * CSS-module class names of an app with a prefix; also used by server builds, whose markup must carry exactly
 * the class names of the browser build's stylesheet.
 */
export function cssModuleLocalIdentName(prefix, production) {
  return production ? `${prefix}-[local]-[hash:6]` : `${prefix}-[name]-[local]`;
}

/** remotes.json of a development run: every remote's dev server on its port. */
function devRemotes() {
  const port = (key, fallback) => Number(process.env[key] ?? fallback);
  return {
    catalog: `http://localhost:${port('CATALOG_PORT', 3001)}/mf-manifest.json`,
    checkout: `http://localhost:${port('CHECKOUT_PORT', 3002)}/mf-manifest.json`,
    account: `http://localhost:${port('ACCOUNT_PORT', 3003)}/mf-manifest.json`,
    content: `http://localhost:${port('CONTENT_PORT', 3004)}/mf-manifest.json`,
  };
}

/** Next to an app's own document: its scripts and stylesheets, in document order, for the host server. */
const DOCUMENT_ASSETS_FILE = 'document-assets.json';

/** The chunk name of the app's boot, the `import()` its entry makes once the federation runtime is set up. */
const BOOT_CHUNK_NAME = 'bootstrap';

/** The share key and scope of a shared module from its identifier ("consume shared module (default) react@^19 …"). */
function sharedKey(module) {
  const match = /^(?:consume|provide) shared module \(([^)]+)\) (@?[^@]+)@/.exec(module.identifier());
  return match ? `${match[1]}:${match[2]}` : null;
}

/**
 * The files the entry loads at boot through the chunk group `name` (an `import()` given that chunk name): the
 * group's own chunks and, for each shared module they consume, the chunks of the build's own provider of it (the
 * host's federation runtime picks the host's copy), transitively. Shared modules the boot does not consume (the
 * ones loaded on demand) are not reached.
 */
function bootFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const key = sharedKey(module);
    const provided = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    if (key) providers.set(key, provided);
  }
  const files = new Set();
  const seenGroups = new Set();
  const visit = (chunkGroup) => {
    if (seenGroups.has(chunkGroup)) return;
    seenGroups.add(chunkGroup);
    for (const file of chunkGroup.getFiles()) if (file.endsWith('.js')) files.add(file);
    for (const chunk of chunkGroup.chunks) {
      for (const module of chunkGraph.getChunkModules(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const key = sharedKey(module);
        const provided = key ? providers.get(key) : undefined;
        // a shared module this build does not provide comes from its own fallback
        const groups = provided?.length ? provided : module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
        groups.forEach(visit);
      }
    }
  };
  visit(group);
  return [...files];
}

/** Next to a remote's build: the scripts of its `./pages` expose (`pages`), as paths on the remote's origin. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The chunk group of a remote's `./pages` expose. */
const PAGES_EXPOSE_GROUP = '__federation_expose_pages';

/**
 * Writes PAGE_CHUNKS_FILE: every script the `./pages` expose loads. The federation manifest leaves out a chunk that a
 * shared module's fallback also uses (a remote's own valibot, say), which the browser then found only when the expose
 * loaded. The remote's server renderer gives the list with the page it drew, and the document preloads it.
 *
 * Only what the runtime requests in its very first attempt: the expose's chunks, with the entry. A page's own chunk
 * (requested once the expose has loaded and the page renders) is not preloaded: when the expose fails (a stale
 * manifest naming deleted chunks), that preload would stay unused with its failed answer, and Chrome would answer
 * the retry's request for the same URL from it, so the page could not recover without a reload.
 */
class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const group = compilation.namedChunkGroups.get(PAGES_EXPOSE_GROUP);
        const pages = group ? group.getFiles().filter((file) => file.endsWith('.js')).map((file) => `/${file}`) : [];
        compilation.emitAsset(PAGE_CHUNKS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify({ pages })}\n`));
      });
    });
  }
}

/** V8's explicit compile hint: compile every function of the file while streaming it, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts every first load runs at once with COMPILE_HINT: the entry (the host's `main.js`, a remote's
 * `remoteEntry.js`), the host's boot (`bootFiles`) and a remote's `./pages` expose. V8 compiles a function the
 * first time it is called, on the main thread, inside the task that calls it: during the boot, that is most of
 * the functions of these files, in the boot's longest tasks. With the hint, Chromium (136 and later) compiles them
 * on the background thread that already parses the script while it downloads; other engines ignore the comment.
 * Files loaded on demand (socket.io, the map engines, a page's own chunk) keep lazy compilation. The hint goes in
 * after minification (which would drop a comment) and before the source maps and the content hashes are made.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { ConcatSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set(bootFiles(compilation, BOOT_CHUNK_NAME));
        for (const group of [...compilation.entrypoints.values(), compilation.namedChunkGroups.get(PAGES_EXPOSE_GROUP)]) {
          for (const file of group?.getFiles() ?? []) files.add(file);
        }
        for (const file of files) {
          if (file.endsWith('.js') && compilation.getAsset(file)) compilation.updateAsset(file, (source) => new ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

/** Writes DOCUMENT_ASSETS_FILE from the assets the HTML plugin puts into the document. */
class DocumentAssetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('DocumentAssetsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tapPromise('DocumentAssetsPlugin', async (data) => {
        // `boot`: what the entry then loads for the app's boot (host/src/index.ts's `import()` named so), for the
        // document to request beside the entry instead of after it
        const publicPath = data.assets.publicPath ?? '';
        const boot = bootFiles(compilation, BOOT_CHUNK_NAME).map((file) => `${publicPath}${file}`);
        const assets = { scripts: data.assets.js, styles: data.assets.css, boot };
        compilation.emitAsset(DOCUMENT_ASSETS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(assets)}\n`));
        return data;
      });
    });
  }
}

/**
 * The app's HTML. An app with its own `document` (the host) gets it written with explicit placeholders for the
 * server-side composition (kept: the document is not minified), plus DOCUMENT_ASSETS_FILE for the host server;
 * a remote's standalone page uses the shared remote-index.html.
 */
export function htmlPlugins(app, externalRuntime) {
  const title = app.title ?? 'Botica Guaraní';
  if (app.document) {
    return [
      new rspack.HtmlRspackPlugin({
        filename: 'index.html',
        inject: false,
        minify: false,
        templateContent: ({ htmlRspackPlugin }) => {
          const tags = [...htmlRspackPlugin.tags.headTags, ...htmlRspackPlugin.tags.bodyTags];
          const scripts = tags.filter((tag) => tag.tagName === 'script' && tag.attributes.src).map((tag) => tag.attributes.src);
          const styles = tags.filter((tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet').map((tag) => tag.attributes.href);
          return app.document({ title, scripts, styles });
        },
      }),
      new DocumentAssetsPlugin(),
    ];
  }
  return [
    new rspack.HtmlRspackPlugin({
      template: path.join(buildDir, 'remote-index.html'),
      title,
      // the standalone page answers every route of the remote, at any depth: its scripts are named from the root
      // (the build's own public path is `auto`, for the pages the host composes from any origin)
      publicPath: '/',
      // a production remote's standalone page first loads the runtime-core its own bundles no longer carry
      templateParameters: { federationRuntimeScript: externalRuntime ? `/${FEDERATION_RUNTIME_SCRIPT}` : '' },
    }),
  ];
}

/**
 * @param {{ dirname: string, name: string, port: number, exposes?: Record<string, string>, title?: string, cssModulePrefix?: string,
 *   cacheGroups?: Record<string, object>,
 *   document?: (parts: { title: string, scripts: string[], styles: string[] }) => string }} app
 *   document: the app's own HTML document (the host's, with the composition's placeholders).
 *   cssModulePrefix: CSS Modules are then imported as `import styles from './x.module.css'` (a default export
 *   of class names) and every class name starts with the prefix, so no class leaks between apps.
 *   cacheGroups: a remote's own production chunk groups (rspack `splitChunks.cacheGroups`), e.g. code that pages
 *   and an exposed fragment share kept in one file.
 * @returns the app's configuration; for a production remote also the standalone page's runtime provider.
 */
export function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = app.name === 'host';
    const externalRuntime = production && !isHost;
    const appConfig = {
      name: app.name,
      context: app.dirname,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(app.dirname, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `botica_${app.name}`,
        filename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
        chunkFilename: production ? 'static/[name].[contenthash:10].js' : 'static/[name].js',
        cssFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
        cssChunkFilename: production ? 'static/[name].[contenthash:10].css' : 'static/[name].css',
        assetModuleFilename: 'static/assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: production ? { ...reactRouterProduction, ...(isHost ? federationEsm : {}) } : {},
      },
      module: {
        rules: [
          typescriptRule({ production, target: 'es2020' }),
          // maplibre-gl resolves the worker URL the map was given with `new URL(url, import.meta.url)` at run
          // time: not an asset for the bundler (which would turn it into an empty module context)
          { test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/, parser: { url: false } },
          {
            test: /\.module\.css$/,
            type: 'css/module',
            ...(app.cssModulePrefix
              ? {
                  parser: { namedExports: false },
                  generator: {
                    localIdentName: cssModuleLocalIdentName(app.cssModulePrefix, production),
                  },
                }
              : {}),
          },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...htmlPlugins(app, externalRuntime),
        ...(!isHost && production ? [new PageChunksPlugin()] : []),
        ...(production ? [new CompileHintsPlugin()] : []),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new ModuleFederationPlugin({
          name: app.name,
          // A production remote's entry is named by its content, like its chunks: the manifest (no-cache) is the
          // only file that changes in place, so a page that read a manifest runs that build's entry and chunks,
          // whole, even when a newer build was deployed meanwhile (the entry carries the names of its chunks).
          filename: isHost || !production ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          // the production host hands the runtime's sdk, error-codes and bundler runtime to the remotes (their
          // externals below)
          ...(isHost && production ? { runtimePlugins: [path.join(buildDir, 'provide-federation-libraries.mjs')] } : {}),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime per page: the host provides its runtime-core and, in production, each
          // remoteEntry.js uses it instead of carrying its own copy (about 30 KB gzip and a ~100 ms
          // long task per remote on a mid-range phone). Development builds keep their own runtime.
          // The sdk and error-codes libraries the runtime uses and the bundler runtime go the same way
          // (federationLibraryExternals).
          // target 'web': the runtime's Node.js script loading is left out of the browser bundles.
          // disableRemote: a remote loads no other remote through its bundler runtime (the host composes them).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: externalRuntime }),
            optimization: { target: 'web', ...(externalRuntime ? { disableRemote: true } : {}) },
          },
        }),
        ...(externalRuntime ? [new rspack.ExternalsPlugin('global', federationLibraryExternals)] : []),
      ],
      optimization: {
        minimize: production,
        // The host's boot needs some twenty small shared modules (shared-contracts, platform, jotai, ky, valibot,
        // react-hot-toast...), each by default a chunk of its own that the boot task requests one by one.
        // One chunk for all of them, with the part of react-router the apps use: a single request, far fewer
        // script tasks. react-dom stays a chunk of its own (big, cached apart, fetched in parallel).
        ...(isHost && production
          ? {
              splitChunks: {
                cacheGroups: {
                  bootShared: {
                    test: (module) => {
                      const file = module.resource ?? '';
                      return (
                        /[\\/](node_modules|shared-contracts|platform)[\\/]/.test(file) &&
                        !/[\\/]node_modules[\\/](react-dom|@module-federation)[\\/]/.test(file) &&
                        !onDemandPackages.test(file) &&
                        !apiLayer.test(file)
                      );
                    },
                    chunks: 'async',
                    name: 'boot-shared',
                    enforce: true,
                  },
                  apiLayer: { test: (module) => apiLayer.test(module.resource ?? ''), chunks: 'async', name: 'api-layer', enforce: true },
                },
              },
            }
          : {}),
        ...(!isHost && production && app.cacheGroups ? { splitChunks: { cacheGroups: app.cacheGroups } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: isHost
          ? [{ context: ['/api', '/socket.io'], target: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`, ws: true }]
          : [],
        static: false,
        // In development the host's remotes.json names the remotes' dev servers (same env ports as production).
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-store');
                res.end(JSON.stringify(devRemotes()));
              },
            });
          }
          return middlewares;
        },
      },
    };
    return externalRuntime ? [appConfig, federationRuntimeConfig(app)] : appConfig;
  };
}

/**
 * The standalone page's runtime-core provider, a plain script (no federation plugin, so it does not itself
 * need the runtime it provides). It runs after the app's compilation, whose output.clean empties dist.
 */
function federationRuntimeConfig(app) {
  return {
    name: 'federation-runtime',
    dependencies: [app.name],
    context: app.dirname,
    mode: 'production',
    devtool: false,
    entry: path.join(buildDir, 'provide-federation-runtime.mjs'),
    output: { path: path.join(app.dirname, 'dist'), filename: FEDERATION_RUNTIME_SCRIPT, clean: false },
    // runtime-core by file: the app's compilation treats the package name as external
    resolve: { alias: { '@botica/federation-runtime-core$': runtimeCoreFile } },
    performance: { hints: false },
  };
}
