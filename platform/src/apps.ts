/** The shop's apps: the host and its four remotes, each with its folder and its port. */

/** The remotes, by the name the host, remotes.json and the federation runtime know them by. */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const APP_NAMES = ['host', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

/** Remotes every page boots with besides the route's owner: the search box (catalog) and the cart service (checkout). */
export const BOOT_REMOTES: readonly RemoteName[] = ['catalog', 'checkout'];

/** The app's folder in the repository. */
export const appDir = (name: AppName) => (name === 'host' ? 'host' : `remote-${name}`);

/** Ports of every app, moved with HOST_PORT, CATALOG_PORT, CHECKOUT_PORT, ACCOUNT_PORT, CONTENT_PORT, API_PORT. */
export function appPorts(env: Record<string, string | undefined> = process.env) {
  const port = (key: string, fallback: number) => Number(env[key] ?? fallback);
  return {
    host: port('HOST_PORT', 3000),
    catalog: port('CATALOG_PORT', 3001),
    checkout: port('CHECKOUT_PORT', 3002),
    account: port('ACCOUNT_PORT', 3003),
    content: port('CONTENT_PORT', 3004),
    api: port('API_PORT', 4000),
  };
}

/** Ports moved together from a base: host = base, the remotes base+1…+4, the API base+10 (e2e, benchmarks). */
export function portsFrom(base: number): ReturnType<typeof appPorts> {
  return { host: base, catalog: base + 1, checkout: base + 2, account: base + 3, content: base + 4, api: base + 10 };
}

/** The environment that moves every app to the given ports. */
export function portEnv(ports: ReturnType<typeof appPorts>): Record<string, string> {
  return {
    HOST_PORT: String(ports.host),
    CATALOG_PORT: String(ports.catalog),
    CHECKOUT_PORT: String(ports.checkout),
    ACCOUNT_PORT: String(ports.account),
    CONTENT_PORT: String(ports.content),
    API_PORT: String(ports.api),
  };
}

/** The default remotes.json: each remote's manifest on its own origin. */
export function remoteManifests(ports: ReturnType<typeof appPorts>, hostname = 'localhost'): Record<RemoteName, string> {
  return {
    catalog: `http://${hostname}:${ports.catalog}/mf-manifest.json`,
    checkout: `http://${hostname}:${ports.checkout}/mf-manifest.json`,
    account: `http://${hostname}:${ports.account}/mf-manifest.json`,
    content: `http://${hostname}:${ports.content}/mf-manifest.json`,
  };
}
