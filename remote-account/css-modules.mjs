// CSS-module prefix of the account remote, shared by the client build and the server build: the server's
// markup must carry exactly the class names the client's stylesheet defines.

/** The account's prefix, as rspack.config.mjs and rspack.server.config.mjs give it to the shared configs. */
export const ACCOUNT_CSS_MODULE_PREFIX = 'acc';
