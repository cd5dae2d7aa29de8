import { expect, test } from '@playwright/test';
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

const routes = {
  catalog: { path: '/', ready: (page: import('@playwright/test').Page) => page.getByTestId('catalog-home') },
  checkout: { path: '/carrito', ready: (page: import('@playwright/test').Page) => page.getByTestId('cart-page') },
  account: { path: '/login', ready: (page: import('@playwright/test').Page) => page.locator('main input[type="password"]').first() },
  content: { path: '/nosotros', ready: (page: import('@playwright/test').Page) => page.getByTestId('about-page') },
} as const;

type Remote = keyof typeof routes;
const remotes = Object.keys(routes) as Remote[];
const portOf = (r: Remote) => base + 1 + remotes.indexOf(r);

for (const stopped of remotes) {
  test(`with ${stopped} stopped the shell and the other remotes keep working, and retry brings it back`, async ({ page }) => {
    await page.goto(`${copy.urls.host}/nosotros`);
    if (stopped !== 'checkout') await loginAsDemo(page, copy.urls.host);
    else await loginAsDemo(page, copy.urls.host);
    await copy.stopRemote(stopped);
    try {
      for (const other of remotes.filter((r) => r !== stopped && r !== 'account')) {
        await page.goto(`${copy.urls.host}${routes[other].path}`);
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(routes[other].ready(page)).toBeVisible();
      }
      const started = Date.now();
      await page.goto(`${copy.urls.host}${routes[stopped].path}`, { waitUntil: 'commit' });
      if (stopped === 'account') {
        // /login is guest-only: a logged-in customer is sent on; log out first through the API.
      }
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 6000 });
      expect(Date.now() - started).toBeLessThan(6000);
      await expect(page.getByText('Lo sentimos! No pudimos recuperar tus datos')).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('cart-button')).toBeVisible();

      await copy.startRemote(stopped, portOf(stopped));
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(routes[stopped].ready(page)).toBeVisible();
    } finally {
      if (!copy.processes[stopped]) await copy.startRemote(stopped, portOf(stopped));
    }
  });
}

test('a remote moved to another port in remotes.json is picked up on reload, without rebuilding', async ({ page }) => {
  const newPort = base + 5;
  await copy.startRemote('content', newPort);
  await copy.stopRemote('content');
  copy.moveRemote('content', newPort);
  try {
    const manifest = page.waitForResponse((res) => res.url() === `http://localhost:${newPort}/mf-manifest.json`);
    await page.goto(`${copy.urls.host}/nosotros`);
    await expect(page.getByTestId('about-page')).toBeVisible();
    expect((await manifest).ok()).toBe(true);
  } finally {
    await copy.stopRemote('content');
    copy.moveRemote('content', portOf('content'));
    await copy.startRemote('content', portOf('content'));
  }
});
