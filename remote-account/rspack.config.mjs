import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/shared-contracts/build/app-config.mjs';

const base = createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'account',
  port: Number(process.env.ACCOUNT_PORT ?? 3003),
  title: 'Mi cuenta (standalone)',
  exposes: {
    './pages': './src/exposes/pages.ts',
  },
});

/** CSS Modules are imported as `import styles from './x.module.css'`, with the `acc-` prefix so no class leaks. */
export default (env, argv) => {
  const config = base(env, argv);
  config.module.parser = { ...config.module.parser, 'css/module': { namedExports: false } };
  config.module.generator = {
    ...config.module.generator,
    'css/module': { localIdentName: argv.mode === 'development' ? 'acc-[name]-[local]' : 'acc-[local]-[hash:6]' },
  };
  return config;
};
