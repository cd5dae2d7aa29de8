// Runtime plugin of the production host: the federation runtime's own libraries (@module-federation/sdk and
// error-codes, and the bundler runtime's functions), which the host's runtime carries anyway, are put where every
// remote's remoteEntry.js takes them (createAppConfig's externals for production remotes) instead of bundling a
// copy each. Evaluated when the host's federation runtime starts, before any remote's entry is loaded. CommonJS on
// purpose: the runtime requires these packages, so the host bundles their CommonJS build once and this module
// shares that very copy.
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');
const bundlerRuntime = require('@module-federation/webpack-bundler-runtime');
const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');
const { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } = require('./federation-globals.cjs');
const { provideBundlerRuntime } = require('./bundler-runtime-for-remotes.cjs');

globalThis[FEDERATION_SDK_GLOBAL] ??= sdk;
globalThis[FEDERATION_ERROR_CODES_GLOBAL] ??= errorCodes;
provideBundlerRuntime(bundlerRuntime.default, initContainerEntry);

module.exports = function provideFederationLibraries() {
  return { name: 'provide-federation-libraries' };
};
