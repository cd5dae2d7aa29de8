// CSS-module naming of the catalog, shared by the client build and the server build: the server's markup
// must carry exactly the class names the client's stylesheet defines.
import { cssModuleLocalIdentName } from '@botica/platform/build/app-config.mjs';
export const CATALOG_CSS_MODULES = /\.module\.css$/;

/** The catalog's prefix, as rspack.config.mjs gives it to the shared config. */
export const CATALOG_CSS_MODULE_PREFIX = 'cat';

/** @param {string | undefined} mode rspack's --mode */
export function catalogCssModuleGenerator(mode) {
  return { localIdentName: cssModuleLocalIdentName(CATALOG_CSS_MODULE_PREFIX, mode !== 'development') };
}
