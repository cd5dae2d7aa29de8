import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/shared-contracts/build/app-config.mjs';
import { catalogCssModuleGenerator } from './css-modules.mjs';

const base = createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Catálogo (standalone)',
  exposes: {
    './pages': './src/exposes/pages.ts',
    './search-box': './src/exposes/search-box.ts',
  },
});

/** CSS Modules are imported as `import styles from './x.module.css'` (a default export of class names). */
export default (env, argv) => {
  const config = base(env, argv);
  config.module.parser = {
    ...config.module.parser,
    'css/module': { namedExports: false },
  };
  config.module.generator = {
    ...config.module.generator,
    'css/module': catalogCssModuleGenerator(argv.mode),
  };
  return config;
};
