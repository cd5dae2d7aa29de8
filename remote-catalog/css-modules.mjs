// CSS-module naming of the catalog, shared by the client build and the server build: the server's markup
// must carry exactly the class names the client's stylesheet defines.
export const CATALOG_CSS_MODULES = /\.module\.css$/;

/** @param {string | undefined} mode rspack's --mode */
export function catalogCssModuleGenerator(mode) {
  return { localIdentName: mode === 'development' ? 'cat-[name]-[local]' : 'cat-[local]-[hash:6]' };
}
