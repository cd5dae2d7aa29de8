import { expect, test } from '@playwright/test';
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
  const probe = page.waitForResponse((res) => res.url().includes('/api/customers/sesion'));
  await page.goto('/');
  // the session probe answers a visitor as such: 200, not logged in
  const session = await probe;
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ ok: true, authenticated: false, result: null });
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the not-found view', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});

test('a page of the route table that is not built yet answers 404 with the not-found view', async ({ page }) => {
  const response = await page.goto('/trabaja-con-nosotros');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});

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
  // One page, every remote: account (/login), checkout (cart service at boot), content and catalog by client-side links.
  await page.goto('/login');
  await expect(page.locator('main input[type="password"]').first()).toBeVisible();
  await page.getByTestId('site-footer').getByRole('link', { name: 'Nosotros', exact: true }).dispatchEvent('click');
  await expect(page.getByTestId('about-page')).toBeVisible();
  await page.getByRole('link', { name: /Botica Guaraní/ }).first().dispatchEvent('click');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys((globalThis as { __boticaReact?: object }).__boticaReact ?? {}).length)).toBe(5);
  const report = await page.evaluate(() => {
    const g = globalThis as unknown as {
      __boticaReact?: Record<string, unknown>;
      __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> };
    };
    const versions: Record<'react' | 'react-dom', string[]> = { react: [], 'react-dom': [] };
    const providers: Record<'react' | 'react-dom', string[]> = { react: [], 'react-dom': [] };
    for (const instance of Object.values(g.__FEDERATION__.__SHARE__)) {
      for (const scope of Object.values(instance)) {
        for (const name of ['react', 'react-dom'] as const) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            if (!versions[name].includes(version)) versions[name].push(version);
            if (entry.loaded && !providers[name].includes(entry.from)) providers[name].push(entry.from);
          }
        }
      }
    }
    const apps = g.__boticaReact ?? {};
    const host = apps.host;
    return {
      versions,
      providers,
      apps: Object.keys(apps).sort(),
      sameAsHost: Object.fromEntries(Object.entries(apps).map(([name, react]) => [name, react === host])),
    };
  });
  expect(report.versions.react).toHaveLength(1);
  expect(report.versions['react-dom']).toHaveLength(1);
  expect(report.providers.react).toHaveLength(1);
  expect(report.providers['react-dom']).toHaveLength(1);
  expect(report.apps).toEqual(['account', 'catalog', 'checkout', 'content', 'host']);
  for (const same of Object.values(report.sameAsHost)) expect(same).toBe(true);
});
