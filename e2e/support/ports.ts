/**
 * Ports of the composed stack under test. E2E_PORT_BASE moves them all together (host = base,
 * catalog = base+1 … content = base+4, API = base+10 or E2E_API_PORT), so several stacks can run on one machine.
 * The host's port must be one browsers and fetch accept (not 6000, 6665–6669 and the other ports fetch blocks).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3000);

export const ports = {
  host: base,
  catalog: base + 1,
  checkout: base + 2,
  account: base + 3,
  content: base + 4,
  // E2E_API_PORT: the API elsewhere than base+10 (a base on a port browsers refuse, such as 6000, moves up by one)
  api: process.env.E2E_API_PORT ? Number(process.env.E2E_API_PORT) : process.env.E2E_PORT_BASE ? base + 10 : 4000,
};

/**
 * The key the stack's API takes from the chain's point of sale for invoices issued at the branches (decision 074): a
 * fixed value of the tests, never a real one.
 */
export const E2E_INTEGRATION_KEY = 'e2e-clave-del-punto-de-venta-0123456789abcdef';

/**
 * The operator password of the stack (the operator's page and the release tools, decision 082) and its Argon2id hash,
 * which the API is given: fixed values of the tests, never a real one.
 */
export const E2E_OPERATOR_PASSWORD = 'e2e-operador-de-prueba-0123';
const E2E_OPERATOR_HASH = '$argon2id$v=19$m=19456,t=2,p=1$hVChOOVokWA3oPhHF1JyiA$IaPEAGmSqalvHp9Da6QoTu2wpF957L4rXuQ+GB0u30s';

/** The environment every app and the API of the stack get: the demo's (not production, the sandboxes on). */
export const stackEnv: NodeJS.ProcessEnv = {
  NODE_ENV: 'development',
  SANDBOX: 'on',
  HOST_PORT: String(ports.host),
  CATALOG_PORT: String(ports.catalog),
  CHECKOUT_PORT: String(ports.checkout),
  ACCOUNT_PORT: String(ports.account),
  CONTENT_PORT: String(ports.content),
  API_PORT: String(ports.api),
  PUBLIC_URL: `http://localhost:${ports.host}`,
  CORS_ORIGINS: `http://localhost:${ports.host},http://127.0.0.1:${ports.host}`,
  INTEGRATION_API_KEY: E2E_INTEGRATION_KEY,
  OPERATOR_PASSWORD_HASH: E2E_OPERATOR_HASH,
  // the canary watch judges after 10 documents and looks every second (a spec sees a bad canary go within seconds)
  CANARY_MIN_VIEWS: '10',
  CANARY_WATCH_SECONDS: '1',
  // Two browsers and the whole shop share two cores here: the host waits longer for a page's first screen than the
  // 1 s a shopper's deployment gives it, so the specs that look at server-drawn pages (some without scripts) see the
  // drawing, not a timing. The fault specs run their own stack with the default, and test the fallback.
  FRAGMENT_TIMEOUT_MS: '4000',
};
