// Shared rspack + Module Federation configuration of the host and the four remotes.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * The modules whose state must exist once in the page, so the apps share them (docs/how-a-page-loads.md §3): React,
 * jotai (one store), the toaster, and of our own packages only those that keep state or identity across the apps: the
 * bus, the session atoms, the router (one history, decision 033) and the route table it routes with (every app's links
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

/**
 * A key ending in `/` shares every subpath of a package (`jotai/react`, `react/jsx-runtime`). Its package is named
 * (`packageName`, the federation option for a key the package cannot be read from): the federation plugins would
 * otherwise look the key itself up as a module, which fails for react and makes Node warn that jotai's exports map
 * a trailing slash (DEP0155) on every build.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0', packageName: 'react' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0', packageName: 'react-dom' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'jotai/': { singleton: true, requiredVersion: '^2.0.0', packageName: 'jotai' },
  ...Object.fromEntries(ourSingletons.map((name) => [name, { singleton: true, requiredVersion: '^1.0.0' }])),
  'react-hot-toast': { singleton: true, requiredVersion: '^2.0.0' },
};

/**
 * The shared modules the host's own boot runs with, given to its entry (`eager`, Module Federation's option): they
 * come in `main.js`, one request with the document, instead of one chunk each requested after it. The host provides
 * them to the remotes from there. Those a page uses later (the HTTP client with the first API call, the toasts with
 * the first toast) stay behind their `import()`.
 */
const loadedLater = new Set(['@botica/platform/http/client', 'react-hot-toast']);
export const hostShared = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, loadedLater.has(name) ? config : { ...config, eager: true }]),
);

const buildDir = path.dirname(fileURLToPath(import.meta.url));
/** Served next to a remote's remoteEntry.js, for its standalone page only: the federation runtime the host gives a composed page. */
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

/**
 * The scripts of the chunk group `name` (an `import()` given that chunk name): what the entry loads for the app's
 * boot. The shared modules the boot starts with come in the entry itself (`hostShared`).
 */
function bootFiles(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  return group ? group.getFiles().filter((file) => file.endsWith('.js')) : [];
}

/** Next to a remote's build: the scripts of its `./pages` expose (`pages`), as paths on the remote's origin. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The chunk name this build gives a remote's `./pages` expose, through the federation plugin's own option for it
 * (`exposes['./pages'].name`, "custom chunk name for the exposed module"): the build's plugins find the expose's chunk
 * group by a name of ours, not by the one the plugin would choose itself. It names the expose's first file too
 * (`static/pages-expose.<hash>.js`).
 */
export const PAGES_EXPOSE_CHUNK = 'pages-expose';

/** The exposes as the federation plugin takes them, the `./pages` one under PAGES_EXPOSE_CHUNK. */
function namedExposes(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, request]) => [key, key === './pages' ? { import: request, name: PAGES_EXPOSE_CHUNK } : request]),
  );
}

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
        const group = compilation.namedChunkGroups.get(PAGES_EXPOSE_CHUNK);
        if (!group) {
          compilation.errors.push(new compiler.webpack.WebpackError(`PageChunksPlugin: no hay un grupo de chunks '${PAGES_EXPOSE_CHUNK}' (¿la app expone './pages'?)`));
          return;
        }
        const pages = group.getFiles().filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
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
        for (const group of [...compilation.entrypoints.values(), compilation.namedChunkGroups.get(PAGES_EXPOSE_CHUNK)]) {
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
      // a remote's standalone page first loads the federation runtime its own bundles take from the page
      templateParameters: { federationRuntimeScript: externalRuntime ? `/${FEDERATION_RUNTIME_SCRIPT}` : '' },
    }),
  ];
}

/**
 * The federation manifest plugin says, on every build of a remote, that the manifest leaves the files' origin to the
 * page that reads it (`publicPath: 'auto'`). That is the design: a remote is served from whatever origin
 * remotes.json names, and the runtime resolves its files against the manifest's own address. This plugin drops that
 * one line, matched by the logger's name and its text, through the compiler's `infrastructureLog` hook (returning
 * true skips a line); any other line, of that plugin or another, is printed as before.
 */
class ExpectedManifestNotePlugin {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('ExpectedManifestNotePlugin', (name, type, args) => {
      const expected =
        name === 'Module Federation Manifest Plugin' &&
        type === 'warn' &&
        args.some((arg) => typeof arg === 'string' && arg.startsWith("Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'"));
      return expected ? true : undefined;
    });
  }
}

/**
 * @param {{ dirname: string, name: string, port: number, exposes?: Record<string, string>, title?: string, cssModulePrefix?: string,
 *   document?: (parts: { title: string, scripts: string[], styles: string[] }) => string }} app
 *   document: the app's own HTML document (the host's, with the composition's placeholders).
 *   cssModulePrefix: CSS Modules are then imported as `import styles from './x.module.css'` (a default export
 *   of class names) and every class name starts with the prefix, so no class leaks between apps.
 * @returns the app's configuration; for a remote also the standalone page's runtime provider.
 */
export function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = app.name === 'host';
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
        alias: production ? reactRouterProduction : {},
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
        ...htmlPlugins(app, !isHost),
        ...(!isHost && production ? [new PageChunksPlugin()] : []),
        ...(production ? [new CompileHintsPlugin()] : []),
        ...(isHost ? [] : [new ExpectedManifestNotePlugin()]),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new ModuleFederationPlugin({
          name: app.name,
          // A production remote's entry is named by its content, like its chunks: the manifest (no-cache) is the
          // only file that changes in place, so a page that read a manifest runs that build's entry and chunks,
          // whole, even when a newer build was deployed meanwhile (the entry carries the names of its chunks).
          filename: isHost || !production ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
          exposes: namedExposes(app.exposes ?? {}),
          remotes: {},
          shared: isHost ? hostShared : sharedSingletons,
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime per page, through the plugin's own options, in development as in production:
          // the host provides its runtime (provideExternalRuntime) and every remote's entry uses it instead of
          // carrying a copy (externalRuntime). A remote's standalone page loads the same runtime from a script of
          // its own (federationRuntimeConfig).
          // target 'web': the runtime's Node.js script loading is left out of the browser bundles.
          // disableRemote: a remote loads no other remote through its bundler runtime (the host composes them).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
      ],
      // Chunks follow the module graph: an `import()` is where the code behind it is split off (rspack's
      // defaults), so what a page does not wait for is not in its first download.
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: isHost
          ? [
              { context: ['/api', '/socket.io'], target: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`, ws: true },
              // the server-drawn "Agregar al carrito" form (decisions 071, 079), as the production host routes it
              {
                context: (pathname, req) => pathname === '/carrito/agregar' && req.method === 'POST',
                target: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
                pathRewrite: { '^/carrito/agregar': '/api/cart/agregar' },
              },
            ]
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
    return isHost ? appConfig : [appConfig, federationRuntimeConfig(app, production)];
  };
}

/**
 * The standalone page's federation runtime, whose work is the plugin's provideExternalRuntime, as the host's. The
 * plugin starts a build's runtime when the build shares something, so it offers React like the app (the page keeps
 * one React, the singleton). It runs after the app's compilation, whose output.clean empties dist.
 */
function federationRuntimeConfig(app, production) {
  return {
    name: `${app.name}-federation-runtime`,
    dependencies: [app.name],
    context: app.dirname,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { [FEDERATION_RUNTIME_SCRIPT.replace(/\.js$/, '')]: path.join(buildDir, 'federation-runtime-entry.mjs') },
    output: {
      path: path.join(app.dirname, 'dist'),
      filename: FEDERATION_RUNTIME_SCRIPT,
      chunkFilename: 'static/federation-runtime.[name].[contenthash:10].js',
      uniqueName: `botica_${app.name}_runtime`,
      clean: false,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: `${app.name}_runtime`,
        shared: { react: sharedSingletons.react },
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    performance: { hints: false },
  };
}
