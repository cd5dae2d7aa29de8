import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { EXPOSES } from './exposes.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
  port: Number(process.env.CONTENT_PORT ?? 3004),
  title: 'Contenidos (standalone)',
  exposes: EXPOSES,
});
