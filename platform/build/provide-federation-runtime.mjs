// Entry of a remote's standalone page in production. remoteEntry.js and the remote's own main.js are built
// with the federation runtime-core, sdk and error-codes external (the host provides them to every remote), so a
// remote opened on its own origin needs someone else to provide them: this script, loaded before main.js, does.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import * as runtimeCore from '@botica/federation-runtime-core';
import globals from './federation-globals.cjs';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis[globals.FEDERATION_SDK_GLOBAL] ??= sdk;
globalThis[globals.FEDERATION_ERROR_CODES_GLOBAL] ??= errorCodes;
