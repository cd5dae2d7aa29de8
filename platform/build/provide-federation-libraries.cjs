// Runtime plugin of the production host: the federation runtime's own libraries (@module-federation/sdk and
// error-codes), which the host's runtime carries anyway, are put where every remote's remoteEntry.js takes them
// (createAppConfig's externals for production remotes) instead of bundling a copy each. Evaluated when the host's
// federation runtime starts, before any remote's entry is loaded. CommonJS on purpose: the runtime requires these
// packages, so the host bundles their CommonJS build once and this module shares that very copy.
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');
const { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } = require('./federation-globals.cjs');

globalThis[FEDERATION_SDK_GLOBAL] ??= sdk;
globalThis[FEDERATION_ERROR_CODES_GLOBAL] ??= errorCodes;

module.exports = function provideFederationLibraries() {
  return { name: 'provide-federation-libraries' };
};
