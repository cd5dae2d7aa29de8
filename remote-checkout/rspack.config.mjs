import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { EXPOSES } from './exposes.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'checkout',
  port: Number(process.env.CHECKOUT_PORT ?? 3002),
  title: 'Compra (standalone)',
  exposes: EXPOSES,
});
