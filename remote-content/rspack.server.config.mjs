// Server build of the content remote: src/server/render.ts → dist-ssr/render.cjs (CommonJS, for Node), loaded by
// the remote's production server (@botica/platform/server/remote-server.ts) to answer GET /__fragment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typescriptRule } from '@botica/platform/build/app-config.mjs';
import { BrowserOnlyPackagesCheckPlugin, ignoreBrowserOnlyPackages } from '@botica/platform/build/server-bundles.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default {
  context: dirname,
  mode: 'production',
  target: 'node22',
  devtool: false,
  entry: { render: './src/server/render.ts' },
  output: { path: path.join(dirname, 'dist-ssr'), filename: 'render.cjs', library: { type: 'commonjs2' }, clean: true },
  // the map engines run in the browser only (@botica/platform/build/server-bundles.mjs): empty modules here
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: ignoreBrowserOnlyPackages },
  externalsPresets: { node: true },
  plugins: [new BrowserOnlyPackagesCheckPlugin()],
  module: { rules: [typescriptRule({ production: true, target: 'es2022' })] },
  optimization: { minimize: false },
  performance: { hints: false },
};
