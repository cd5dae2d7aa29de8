import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { EXPOSES } from './exposes.mjs';
import { CATALOG_CSS_MODULE_PREFIX } from './css-modules.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Catálogo (standalone)',
  exposes: EXPOSES,
  // CSS Modules are imported as `import styles from './x.module.css'`, with the `cat-` prefix
  cssModulePrefix: CATALOG_CSS_MODULE_PREFIX,
});
