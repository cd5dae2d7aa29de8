// The globals through which the host hands the federation runtime's libraries to the production remotes
// (./provide-federation-libraries.mjs, ./provide-federation-runtime.mjs and createAppConfig's externals).
module.exports = {
  FEDERATION_SDK_GLOBAL: '_FEDERATION_SDK',
  FEDERATION_ERROR_CODES_GLOBAL: '_FEDERATION_ERROR_CODES',
  /** Read once by each remote's entry: a getter that gives every remote a bundler runtime of its own (./bundler-runtime-for-remotes.cjs). */
  FEDERATION_BUNDLER_RUNTIME_GLOBAL: '_FEDERATION_BUNDLER_RUNTIME',
};
