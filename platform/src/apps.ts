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

/** The default remotes.json: each remote's manifest on its own origin. */
export function remoteManifests(ports: ReturnType<typeof appPorts>, hostname = 'localhost') {
  return {
    catalog: `http://${hostname}:${ports.catalog}/mf-manifest.json`,
    checkout: `http://${hostname}:${ports.checkout}/mf-manifest.json`,
    account: `http://${hostname}:${ports.account}/mf-manifest.json`,
    content: `http://${hostname}:${ports.content}/mf-manifest.json`,
  };
}
