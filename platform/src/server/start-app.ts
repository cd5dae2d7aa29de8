import { type AppName, REMOTE_NAMES, type RemoteName } from '../apps';
import { startHost } from './start-host';
import { startRemote } from './start-remote';

const isRemote = (n: string): n is RemoteName => (REMOTE_NAMES as readonly string[]).includes(n);
export const isAppName = (n: string): n is AppName => n === 'host' || isRemote(n);

/**
 * Serves any app's production build from its folder, the host's or a remote's (serve-app.ts, through tsx). A
 * compiled server carries one of the two only: serve-host.ts or serve-remote.ts.
 */
export async function startApp(name: AppName, appRoot: string): Promise<{ close(): Promise<unknown> }> {
  return name === 'host' ? startHost(appRoot) : startRemote(name, appRoot);
}
