import { expect, test } from '../support/test';
import { loginAsDemo } from '../support/platform';

test('the host renders the catalog home from its remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
});

test("a visitor's first load of / logs no console error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const sessionProbes: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/customers/sesion')) sessionProbes.push(req.url());
  });
  const res = await page.goto('/');
  // the server knew the visitor (no session cookie): the document says so, and the browser does not ask again
  expect(await res?.text()).toMatch(/<script id="botica-session" type="application\/json" nonce="[A-Za-z0-9+/=]+">\{"customer":null\}<\/script>/);
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionProbes).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the not-found view', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});

// Every route of the table has its page now: a route whose page is still to come is answered 404 without asking
// its owner (platform/src/server/host-server.test.ts, on a route table fixture) and drawn as the not-found view by
// the host (host/src/remotes/remote-page.test.tsx).

test('every remote renders its home route', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
  await page.goto('/login');
  await expect(page.locator('main')).not.toContainText('Lo sentimos! No pudimos recuperar tus datos');
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  await loginAsDemo(page);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
});

test('React and react-dom are loaded once and every app uses the same React', async ({ page }) => {
  // React announces each renderer it starts to the developer-tools hook, the interface React offers tools: with one
  // shared react-dom there is exactly one. A remote with a React of its own would break its hooks inside the host's
  // tree, so every app's page rendering and answering clicks shows they all use that one React.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: { version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          document.documentElement.dataset.reactRenderers = Array.from(renderers.values(), (r) => (r as { version?: string }).version ?? '?').join(',');
          return id;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  // One page, every remote: account (/login), checkout (cart service at boot), content and catalog by client-side links.
  await page.goto('/login');
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  await page.getByTestId('site-footer').getByRole('link', { name: 'Nosotros', exact: true }).dispatchEvent('click');
  await expect(page.getByTestId('about-page')).toBeVisible();
  await page.getByRole('link', { name: /Botica Guaraní/ }).first().dispatchEvent('click');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  // checkout's mini-cart (a hook-driven component of another remote) renders inside the host's header
  await page.getByTestId('cart-button').hover();
  await expect(page.getByTestId('mini-cart')).toBeVisible();
  const renderers = (await page.locator('html').getAttribute('data-react-renderers'))?.split(',') ?? [];
  expect(renderers).toHaveLength(1);
  expect(renderers[0]).toMatch(/^19\./);
});
