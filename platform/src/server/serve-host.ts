// Entry of the host's compiled server, host/dist-server/serve.mjs (platform/build/app-server-bundle.mjs): one file
// with the host's server and everything it uses, and nothing of a remote's. `node dist-server/serve.mjs`.
import { observeApp } from './app-observability';
import { startHost } from './start-host';
import { appRootOfBundle, closeOnSignals } from './stop-on-signal';

await observeApp('host');
closeOnSignals(await startHost(appRootOfBundle(import.meta.url)));
