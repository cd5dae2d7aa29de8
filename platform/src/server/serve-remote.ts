// Entry of a remote's compiled server, remote-<name>/dist-server/serve.mjs (platform/build/app-server-bundle.mjs):
// one file with a remote's server and everything it uses, and nothing of the host's. `node dist-server/serve.mjs`.
import type { RemoteName } from '../apps';
import { observeApp } from './app-observability';
import { startRemote } from './start-remote';
import { appRootOfBundle, closeOnSignals } from './stop-on-signal';

/** The remote this bundle was built for, written in by the build. */
declare const BOTICA_REMOTE: RemoteName;

await observeApp(BOTICA_REMOTE);
closeOnSignals(await startRemote(BOTICA_REMOTE, appRootOfBundle(import.meta.url)));
