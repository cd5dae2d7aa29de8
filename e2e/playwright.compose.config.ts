import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The specs of e2e/compose against a composition already running (npm run test:compose composes it): no stack of
 * its own. The specs' API calls carry the sandbox console's operator password (off the API's machine it asks for one).
 */
const shop = process.env.COMPOSE_SHOP_URL ?? 'http://localhost:3000';
// the API publishes no port in the composition: the specs' direct calls go through the host
process.env.E2E_API_URL ??= shop;

export default defineConfig({
  ...base,
  testDir: './compose',
  // the composition is up already: its readiness is looked at from the browser's side before any spec (ready.ts)
  globalSetup: './compose/ready.ts',
  globalTeardown: undefined,
  workers: 1,
  // one project: the suite's lanes (seeded accounts, stack faults) are about its own stack
  projects: [{ name: 'compose' }],
  retries: 0,
  timeout: 90_000,
  // No extraHTTPHeaders here: Playwright adds them to every request of the browser too, and a header of our own on a
  // cross-origin fetch makes the browser ask the remote first (a CORS preflight) — the remotes answer their files, not
  // preflights, so the browser's own fetch of a manifest failed (net::ERR_FAILED) whenever the host had not written
  // it into the document. The sandbox console's password goes on the specs' API calls only (compose-test.ts).
  use: {
    ...base.use,
    baseURL: shop,
  },
});
