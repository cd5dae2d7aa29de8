// Server build of the catalog: src/server/render.tsx → dist-ssr/render.cjs (CommonJS, for Node), loaded by
// the catalog's production server (@botica/platform/server/remote-server.ts) to answer GET /__fragment.
// The shared setup (stylesheet published into dist/static, same CSS-module names) is platform's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@botica/platform/build/server-render-config.mjs';
import { CATALOG_CSS_MODULE_PREFIX } from './css-modules.mjs';

export default createServerRenderConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  cssModulePrefix: CATALOG_CSS_MODULE_PREFIX,
});
