// Runtime plugin of the production host: the federation runtime's own libraries (@module-federation/sdk and
// error-codes, and the bundler runtime's functions), which the host's runtime carries anyway, are put where every
// remote's remoteEntry.js takes them (createAppConfig's externals for production remotes) instead of bundling a
// copy each. Evaluated when the host's federation runtime starts, before any remote's entry is loaded. The host
// bundles the federation's ECMAScript-module builds (createAppConfig's federationEsm), so these imports are the
// very modules its runtime uses.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import globals from './federation-globals.cjs';
import bundlerRuntimeForRemotes from './bundler-runtime-for-remotes.cjs';

globalThis[globals.FEDERATION_SDK_GLOBAL] ??= sdk;
globalThis[globals.FEDERATION_ERROR_CODES_GLOBAL] ??= errorCodes;
bundlerRuntimeForRemotes.provideBundlerRuntime(federation, initContainerEntry);

export default function provideFederationLibraries() {
  return { name: 'provide-federation-libraries' };
}
