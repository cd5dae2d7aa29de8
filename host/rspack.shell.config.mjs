// Server build of the host's shell (src/shell/render-shell.tsx → dist-ssr/shell.cjs) for the host server.
// CSS modules keep the class names of the browser build (same context, uniqueName and localIdentName);
// their CSS itself comes from the browser build's stylesheet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { typescriptRule } from '@botica/platform/build/app-config.mjs';
import { BrowserOnlyPackagesCheckPlugin, ignoreBrowserOnlyPackages } from '@botica/platform/build/server-bundles.mjs';
import { cssModuleNames } from './rspack.config.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default {
  context: dirname,
  mode: 'production',
  target: 'node22',
  devtool: false,
  entry: { shell: './src/shell/render-shell.tsx' },
  output: {
    path: path.join(dirname, 'dist-ssr'),
    filename: '[name].cjs',
    uniqueName: 'botica_host',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // React and the rest are bundled in their production builds, whatever NODE_ENV the server runs with. The
  // federation runtime and socket.io-client are never called while rendering the shell: they become empty
  // modules, so shell.cjs needs nothing from node_modules (the host's image has none). So do the browser-only map
  // engines (@botica/platform/build/server-bundles.mjs), checked by the last plugin.
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: { 'socket.io-client$': false, '@module-federation/enhanced/runtime$': false, ...ignoreBrowserOnlyPackages },
  },
  externalsPresets: { node: true },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new BrowserOnlyPackagesCheckPlugin()],
  module: {
    parser: { 'css/module': { namedExports: true } },
    generator: { 'css/module': { exportsOnly: true, localIdentName: cssModuleNames } },
    rules: [
      typescriptRule({ production: true, target: 'es2022' }),
      { test: /\.module\.css$/, type: 'css/module' },
      // plain stylesheets are the browser build's business
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
      { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
};
