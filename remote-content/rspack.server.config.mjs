// Server build of the content remote: src/server/render.tsx → dist-ssr/render.cjs (CommonJS, for Node), loaded by
// the remote's production server (@botica/platform/server/remote-server.ts) to answer GET /__fragment.
// The content's styles are plain stylesheets (no CSS modules), which the server build collects as they are.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@botica/platform/build/server-render-config.mjs';

export default createServerRenderConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
});
