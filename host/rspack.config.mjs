import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { hostDocument } from './document.html.mjs';

/** CSS module class names, shared with the shell's server build (rspack.shell.config.mjs) so both agree. */
export const cssModuleNames = 'bg-[hash:8]';

const base = createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'host',
  port: Number(process.env.HOST_PORT ?? 3000),
  document: hostDocument,
});

export default (env, argv) => {
  const config = base(env, argv);
  config.module.generator = { ...config.module.generator, 'css/module': { localIdentName: cssModuleNames } };
  return config;
};
