// Entry of a remote's standalone page in production. remoteEntry.js and the remote's own main.js are built
// with the federation runtime-core, sdk, error-codes and bundler runtime external (the host provides them to every
// remote), so a remote opened on its own origin needs someone else to provide them: this script, loaded before
// main.js, does.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as runtimeCore from '@botica/federation-runtime-core';
import globals from './federation-globals.cjs';
import bundlerRuntimeForRemotes from './bundler-runtime-for-remotes.cjs';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis[globals.FEDERATION_SDK_GLOBAL] ??= sdk;
globalThis[globals.FEDERATION_ERROR_CODES_GLOBAL] ??= errorCodes;
bundlerRuntimeForRemotes.provideBundlerRuntime(federation, initContainerEntry);
