import http from 'node:http';
import { expect, type Locator, type Page, test } from '../support/test';
import { type Fault, SLOW_MS } from '../support/fault-proxy';
import { type FaultStack, type RemoteApp, REMOTE_APPS, startFaultStack } from '../support/fault-stack';
import { ports } from '../support/ports';
import { clientNavigate, loginAsDemo } from '../support/platform';
import { putCart } from '../support/checkout/cart-data';

/**
 * Each remote × each way a remote fails, 24 cases. The faults happen at the remote's address (a proxy in front of its
 * real server, see fault-proxy.ts), so both the host's server (manifest, first screen) and the browser meet them.
 * One copy of the shop for the whole file: host on base+5, the remotes' public addresses on base+6…base+9, their
 * real servers on base+11…base+14; the suite's API.
 */
let stack: FaultStack;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startFaultStack(ports.host + 5, ports.host + 11, ports.api);
});
test.afterAll(async () => {
  await stack?.stop();
});

type Ready = (page: Page) => Locator;
/** A logged-in customer's page of each remote. */
const routes: Record<RemoteApp, { path: string; ready: Ready }> = {
  catalog: { path: '/', ready: (page) => page.getByTestId('catalog-home') },
  checkout: { path: '/carrito', ready: (page) => page.getByTestId('cart-page') },
  account: { path: '/mi-cuenta', ready: (page) => page.locator('main h1').first() },
  content: { path: '/nosotros', ready: (page) => page.getByTestId('about-page') },
};

const FAULTS: { fault: Fault; label: string }[] = [
  { fault: 'down', label: 'caído' },
  { fault: 'hanging', label: 'colgado' },
  { fault: 'manifest500', label: 'manifiesto con 500' },
  { fault: 'throws', label: 'falla al dibujar' },
  { fault: 'stale', label: 'manifiesto viejo tras un despliegue (chunks borrados)' },
  { fault: 'slow', label: 'lento 3 s' },
];

/** The customer's cart on the server (3 units): every document's header is drawn with its count. */
const CART = [{ product: { codigo: 100001, descripcion: 'Producto de prueba', precio: 10_000 }, quantity: 3 }];
const BOUND_MS = 5000;

/** The header works and the customer is still logged in with the cart's count. */
async function expectShellAndSession(page: Page) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('account-link')).toHaveAttribute('title', 'Mi cuenta');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
}

const fallback = (page: Page) => page.getByTestId('remote-fallback');

let n = 0;
for (const remote of REMOTE_APPS) {
  for (const { fault, label } of FAULTS) {
    n += 1;
    const title = `caso ${String(n).padStart(2, '0')}/24 — ${remote}: ${label}`;
    test(title, async ({ page }) => {
      const others = REMOTE_APPS.filter((r) => r !== remote);
      const proxy = stack.proxies[remote];
      await loginAsDemo(page, stack.host);
      await putCart(page.request, CART, { origin: stack.host });
      await page.goto(`${stack.host}${routes[others[0]!].path}`);
      await expect(routes[others[0]!].ready(page)).toBeVisible();
      await expectShellAndSession(page);

      await proxy.set(fault);
      try {
        // the other remotes' routes: a document (the host's server meets the fault), then the shop's own navigation
        for (const [i, other] of others.entries()) {
          if (i === 0) await page.goto(`${stack.host}${routes[other].path}`);
          else await clientNavigate(page, routes[other].path);
          await expect(routes[other].ready(page)).toBeVisible();
          await expect(fallback(page)).toHaveCount(0);
          await expectShellAndSession(page);
        }

        // the affected route, reached from the shop
        let started = Date.now();
        await clientNavigate(page, routes[remote].path);
        if (fault === 'slow') {
          await expect(routes[remote].ready(page)).toBeVisible({ timeout: BOUND_MS });
        } else {
          await expect(fallback(page)).toBeVisible({ timeout: BOUND_MS });
          await expect(page.getByText('Lo sentimos! No pudimos recuperar tus datos')).toBeVisible();
        }
        expect(Date.now() - started).toBeLessThan(BOUND_MS);
        await expectShellAndSession(page);

        // the affected route as a document: the host's server asks the faulty remote for its manifest and first screen.
        // A slow remote is slow for a shopper without its code: its entry and chunks are immutable, the browser kept them
        if (fault === 'slow') await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
        await page.goto(`${stack.host}${routes[remote].path}`, { waitUntil: 'commit' });
        started = Date.now();
        if (fault === 'slow') {
          // the first screen is late (the host does not wait for it): the loading state, then the page within the bound
          await expect(page.getByText('Estamos obteniendo los datos...')).toBeVisible();
          await expect(routes[remote].ready(page)).toBeVisible({ timeout: BOUND_MS });
          expect(Date.now() - started).toBeLessThan(BOUND_MS);
          await expect(fallback(page)).toHaveCount(0);
        } else {
          await expect(fallback(page)).toBeVisible({ timeout: BOUND_MS });
          expect(Date.now() - started).toBeLessThan(BOUND_MS);
        }
        await expectShellAndSession(page);

        // the remote comes back: the page recovers in the same document
        const documents: string[] = [];
        page.on('request', (req) => {
          if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documents.push(req.url());
        });
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await proxy.set(null);
        if (fault === 'slow') {
          await clientNavigate(page, routes[others[0]!].path);
          await expect(routes[others[0]!].ready(page)).toBeVisible();
          await clientNavigate(page, routes[remote].path);
        } else {
          await page.getByRole('button', { name: 'Reintentar' }).click();
        }
        await expect(routes[remote].ready(page)).toBeVisible();
        await expect(fallback(page)).toHaveCount(0);
        await expectShellAndSession(page);
        expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        expect(documents).toEqual([]);
      } finally {
        await proxy.set(null);
      }
    });
  }
}

test('the slow case is slow: its entry answers no sooner than SLOW_MS', async () => {
  const proxy = stack.proxies.content;
  const manifest = (await (await fetch(`${proxy.origin}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
  await proxy.set('slow');
  try {
    const started = Date.now();
    // a connection of its own: setting the fault cut the pooled one the manifest came on
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${proxy.origin}/${manifest.metaData.remoteEntry.name}`, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
  } finally {
    await proxy.set(null);
  }
});
