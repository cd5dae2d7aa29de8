// Entry of a remote's standalone page in production. remoteEntry.js and the remote's own main.js are built
// with the federation runtime-core external (the host provides it to every remote), so a remote opened on
// its own origin needs someone else to provide it: this script, loaded before main.js, does.
import * as runtimeCore from '@botica/federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
