import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/shared-contracts/build/app-config.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  port: Number(process.env.HOST_PORT ?? 3000),
});
