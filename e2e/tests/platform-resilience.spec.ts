import { expect, type Locator, type Page, test } from '../support/test';
import { ports } from '../support/ports';
import { type PlatformCopy, startPlatformCopy } from '../support/stack';
import { loginAsDemo } from '../support/platform';

// A stack copy of our own (host + four remotes) on 5520–5524 offset by the port base, sharing the suite's API.
const base = ports.host + 20;
let copy: PlatformCopy;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  copy = await startPlatformCopy(base, ports.api);
});
test.afterAll(async () => {
  await copy?.stop();
});

type Ready = (page: Page) => Locator;
// The logged-in customer's page of each remote (/login would send a customer on to /mi-cuenta, also the account's).
const routes: Record<'catalog' | 'checkout' | 'account' | 'content', { path: string; ready: Ready }> = {
  catalog: { path: '/', ready: (page) => page.getByTestId('catalog-home') },
  checkout: { path: '/carrito', ready: (page) => page.getByTestId('cart-page') },
  account: { path: '/mi-cuenta', ready: (page) => page.locator('main h1').first() },
  content: { path: '/nosotros', ready: (page) => page.getByTestId('about-page') },
};

type Remote = keyof typeof routes;
const remotes = Object.keys(routes) as Remote[];
const portOf = (r: Remote) => base + 1 + remotes.indexOf(r);

for (const stopped of remotes) {
  test(`with ${stopped} stopped the shell and the other remotes keep working, and retry brings it back`, async ({ page }) => {
    await page.goto(`${copy.urls.host}/nosotros`);
    await loginAsDemo(page, copy.urls.host);
    await copy.stopRemote(stopped);
    try {
      for (const other of remotes.filter((r) => r !== stopped)) {
        await page.goto(`${copy.urls.host}${routes[other].path}`);
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(routes[other].ready(page)).toBeVisible();
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }
      const started = Date.now();
      await page.goto(`${copy.urls.host}${routes[stopped].path}`, { waitUntil: 'commit' });
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 6000 });
      expect(Date.now() - started).toBeLessThan(6000);
      await expect(page.getByText('Lo sentimos! No pudimos recuperar tus datos')).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('cart-button')).toBeVisible();
      // the cart wears the simple-cart layout (logo, account, cart; no search nor menu), every other page the shop's
      if (stopped === 'checkout') {
        await expect(page.locator('[data-layout="simple-cart"]')).toBeVisible();
        await expect(page.getByTestId('mega-menu')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('mega-menu')).toBeVisible();
      }

      await copy.startRemote(stopped, portOf(stopped));
      await page.getByRole('button', { name: 'Reintentar' }).dispatchEvent('click');
      await expect(routes[stopped].ready(page)).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    } finally {
      if (!copy.processes[stopped]) await copy.startRemote(stopped, portOf(stopped));
    }
  });
}

test('a remote moved to another port in remotes.json is picked up on reload, without rebuilding', async ({ page }) => {
  const newPort = base + 5;
  await copy.stopRemote('content');
  await copy.startRemote('content', newPort);
  copy.moveRemote('content', newPort);
  try {
    // the host writes the remote's manifest into the page; its entry then loads from the new port
    const entry = page.waitForResponse((res) => /^\/remoteEntry\.[0-9a-f]+\.js$/.test(new URL(res.url()).pathname) && new URL(res.url()).port === String(newPort));
    await page.goto(`${copy.urls.host}/nosotros`);
    await expect(page.getByTestId('about-page')).toBeVisible();
    expect((await entry).ok()).toBe(true);
  } finally {
    await copy.stopRemote('content');
    copy.moveRemote('content', portOf('content'));
    await copy.startRemote('content', portOf('content'));
  }
});

test('a remote that hangs gives the fallback after the bounded wait (4 s from the document), with the header working', async ({ page }) => {
  // the remote's entry never answers (its manifest comes written into the page)
  const hanging = (url: URL) => url.port === String(ports.content) && /^\/remoteEntry\.[0-9a-f]+\.js$/.test(url.pathname);
  await page.route(hanging, () => undefined);
  await page.goto('/nosotros', { waitUntil: 'commit' });
  // the wait counts from the document's arrival
  const started = Date.now();
  // the shell is up (and the page the server drew shows) while the content remote does not answer
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('about-page')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 7000 });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(3000);
  expect(waited).toBeLessThan(7000);
  await page.unroute(hanging);
  await page.getByRole('button', { name: 'Reintentar' }).dispatchEvent('click');
  await expect(page.getByTestId('about-page')).toBeVisible();
});
