// CSS-module prefix of the catalog, shared by the client build and the server build: the server's markup
// must carry exactly the class names the client's stylesheet defines.

/** The catalog's prefix, as rspack.config.mjs and rspack.server.config.mjs give it to the shared configs. */
export const CATALOG_CSS_MODULE_PREFIX = 'cat';
