import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { EXPOSES } from './exposes.mjs';
import { ACCOUNT_CSS_MODULE_PREFIX } from './css-modules.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'account',
  port: Number(process.env.ACCOUNT_PORT ?? 3003),
  title: 'Mi cuenta (standalone)',
  exposes: EXPOSES,
  // CSS Modules are imported as `import styles from './x.module.css'`, with the `acc-` prefix so no class leaks
  cssModulePrefix: ACCOUNT_CSS_MODULE_PREFIX,
});
