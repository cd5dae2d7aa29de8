// Server build of the account remote: src/server/render.tsx → dist-ssr/render.cjs (CommonJS, for Node), loaded
// by the remote's production server (@botica/platform/server/remote-server.ts) to answer GET /__fragment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@botica/platform/build/server-render-config.mjs';
import { ACCOUNT_CSS_MODULE_PREFIX } from './css-modules.mjs';

export default createServerRenderConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'account',
  cssModulePrefix: ACCOUNT_CSS_MODULE_PREFIX,
});
