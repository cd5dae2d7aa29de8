import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ports } from './support/ports';

/** Debian's Chromium when present (Playwright cannot download its own browsers here). */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * Specs that log in as the seeded demo customer (cliente@farmacia.test), sign up with her e-mail, or with the sandbox sign-in
 * provider's seeded profiles (one becomes a customer once, the first is the demo customer's): her session, cart and
 * coupons and those profiles are shared, so these run one at a time, in a lane of their own beside the other specs,
 * in the order of their names as before (a11y.spec.ts meets Sofía Rojas's profile before access-social.spec.ts
 * registers it).
 */
const SEEDED_ACCOUNT_SPECS = [
  'a11y.spec.ts',
  'access-login.spec.ts',
  'access-signup.spec.ts',
  'access-social.spec.ts',
  'account-coupons.spec.ts',
  'checkout-branch-map.spec.ts',
  'checkout-share-cart.spec.ts',
  'platform-first-screen.spec.ts',
  'platform-security-headers.spec.ts',
  'platform-shell.spec.ts',
  'platform-smoke.spec.ts',
];

/**
 * Specs that stop, restart or break servers (copies of the shop with remotes stopped, moved, redeployed or behind
 * fault-injecting proxies, an rspack build of their own) or change which version of an app every shopper gets (the
 * release registry), and assert time bounds: they run alone, one at a time, after everything else has finished.
 */
const STACK_FAULT_SPECS = ['platform-faults.spec.ts', 'platform-redeploy.spec.ts', 'platform-releases.spec.ts', 'platform-resilience.spec.ts'];

const specs = (names: string[]) => names.map((name) => `**/${name}`);

const testDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests');
/**
 * The command names spec files (`npm run test -w e2e -- tests/platform-faults.spec.ts`): only those run. Playwright
 * would otherwise run every spec of the projects the stack-fault ones wait for, whatever the filter.
 */
const specFiles = readdirSync(testDir);
const namesSpecs = process.argv
  .slice(2)
  .some((arg) => !arg.startsWith('-') && arg !== 'test' && specFiles.some((file) => path.join('tests', file).includes(arg) || arg.endsWith(file)));

export default defineConfig({
  testDir: './tests',
  // Two workers share two cores: a test gets about half the CPU it had alone. The bound guards against hangs (the
  // waits for what a user sees keep expect's 10 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A spec file's tests stay together, in order, in one worker; different files run side by side.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI (.ci/run) sets E2E_RETRIES=1: a test that passes only on its retry is reported as flaky, not hidden
  retries: Number(process.env.E2E_RETRIES ?? 0),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  projects: [
    { name: 'seeded-accounts', testMatch: specs(SEEDED_ACCOUNT_SPECS), workers: 1 },
    { name: 'shop', testIgnore: specs([...SEEDED_ACCOUNT_SPECS, ...STACK_FAULT_SPECS]) },
    { name: 'stack-faults', testMatch: specs(STACK_FAULT_SPECS), workers: 1, dependencies: namesSpecs ? [] : ['seeded-accounts', 'shop'] },
  ],
  use: {
    baseURL: `http://localhost:${ports.host}`,
    locale: 'es-PY',
    // With retries (CI), a test's trace is recorded on its retry: recording every first try cost 12 % more CPU
    // (measured: 168 against 148 s for four spec files, the same with or without the trace's screenshots). Without
    // retries, a failure keeps its trace.
    trace: Number(process.env.E2E_RETRIES ?? 0) > 0 ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
