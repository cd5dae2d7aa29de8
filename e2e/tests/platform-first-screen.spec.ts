import { expect, type Page, test } from '../support/test';
import { APP_AUTH, closeNotificationPopup, DEMO_CUSTOMER, loginAsDemo } from '../support/platform';

const PRODUCT = '/producto/100001/paracetamol-500-mg-x-20-comprimidos-lab-demo-tajy';

test.describe('first screen drawn by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home shows the header and its offer banners', async ({ page }) => {
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('catalog-home')).toBeVisible();
      await expect(page.locator('main img[src*="/api/imagenes/banners/"]').first()).toBeVisible();
    });

    test('a product page shows its name and price', async ({ page }) => {
      await page.goto(PRODUCT);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PARACETAMOL 500 MG');
      await expect(page.locator('main')).toContainText('Gs.');
      await expect(page).toHaveTitle(/PARACETAMOL/i);
    });

    test('the server writes prices as Intl es-PY PYG does: "Gs.", a no-break space, dots', async ({ page }) => {
      await page.goto(PRODUCT);
      expect(await page.getByTestId('cat-detail-price').textContent()).toMatch(/^Gs\.\u00a0\d{1,3}(\.\d{3})*$/);
    });

    test('a category page shows its title and a grid of twelve', async ({ page }) => {
      await page.goto('/categoria/100/medicamentos?orderBy=menor_precio');
      await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
      await expect(page.locator('main [data-codigo]')).toHaveCount(12);
    });
  });

  /**
   * Marks the server-drawn header and page as the document parsed them (before any script ran) and collects
   * the hydration errors the host reports; `hydrated()` then says whether the very same nodes are still there.
   */
  async function watchHydration(page: Page) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Hidratación')) errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as { drawnPage?: Element | null; drawnHeader?: Element | null };
        marks.drawnPage = document.querySelector('main > *');
        marks.drawnHeader = document.querySelector('header');
      });
    });
    return {
      errors,
      hydrated: () =>
        page.evaluate(() => {
          const marks = window as unknown as { drawnPage?: Element | null; drawnHeader?: Element | null };
          return {
            page: !!marks.drawnPage && marks.drawnPage === document.querySelector('main > *'),
            header: !!marks.drawnHeader && marks.drawnHeader === document.querySelector('header'),
          };
        }),
    };
  }

  test('the browser hydrates the server-drawn home in place: the same nodes, no mismatch, and it runs', async ({ page }) => {
    const hydration = await watchHydration(page);
    await page.goto('/');
    // the countdown ticks only once the page's own code runs in the server-drawn nodes
    const seconds = page.getByTestId('cat-countdown').locator('li strong').last();
    const drawn = await seconds.textContent();
    await expect(seconds).not.toHaveText(drawn ?? '', { timeout: 15_000 });
    expect(await hydration.hydrated()).toEqual({ page: true, header: true });
    expect(hydration.errors).toEqual([]);
  });

  for (const [name, path] of [
    ['category', '/categoria/100/medicamentos'],
    ['product', PRODUCT],
  ] as const) {
    test(`the browser hydrates the server-drawn ${name} page in place: the same nodes, no mismatch`, async ({ page }) => {
      const hydration = await watchHydration(page);
      await page.goto(path);
      // usable: the header's cart count answers a click on the page's own add button (disabled until hydrated)
      const before = Number(await page.getByTestId('cart-count').textContent());
      await page.locator('[data-testid="cat-add-to-cart"], [data-testid="cat-detail-add"]').first().click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
      expect(await hydration.hydrated()).toEqual({ page: true, header: true });
      expect(hydration.errors).toEqual([]);
    });
  }

  test('nothing shifts while the browser takes the page over', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PARACETAMOL 500 MG');
    const before = Number(await page.getByTestId('cart-count').textContent());
    await page.getByTestId('cat-detail-add').click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    // every layout shift since the document started, read from the browser's own buffer
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          // no shift at all: the observer is never called
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test('a logged-in customer gets the header drawn with their session and a hydrated product page', async ({ page }) => {
    await loginAsDemo(page);
    const hydration = await watchHydration(page);
    const res = await page.request.get(PRODUCT);
    // the document carries the session the server drew it with: this customer's
    expect(await res.text()).toMatch(/<script id="botica-session" type="application\/json" nonce="[A-Za-z0-9+/=]+">\{"customer":\{[^<]*"clieCodigo":\d+/);
    await page.goto(PRODUCT);
    await closeNotificationPopup(page);
    const before = Number(await page.getByTestId('cart-count').textContent());
    await page.getByTestId('cat-detail-add').click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    expect((await hydration.hydrated()).header).toBe(true);
    expect(hydration.errors).toEqual([]);
  });

  test("a visitor's /carrito is redirected by the server to the login form, before anything paints", async ({ page, request }) => {
    const res = await request.get('/carrito', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/login?redirect=%2Fcarrito');
    await page.goto('/carrito');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcarrito$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test("a customer's /login is redirected by the server to the account", async ({ page }) => {
    const login = await page.request.post('/api/customers/login', { data: DEMO_CUSTOMER, headers: APP_AUTH });
    expect(login.ok()).toBe(true);
    const res = await page.request.get('/login', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/mi-cuenta');
  });

  test("the browser's price reads exactly like the server's and like Chromium's own Intl", async ({ page, request }) => {
    const html = await (await request.get(PRODUCT)).text();
    const serverPrice = /data-testid="cat-detail-price"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(serverPrice).toMatch(/^Gs\.\u00a0[\d.]+$/);
    await page.goto(PRODUCT);
    await expect(page.getByTestId('cat-detail-add')).toBeEnabled();
    const price = page.getByTestId('cat-detail-price');
    await expect(price).toBeVisible();
    expect(await price.textContent()).toBe(serverPrice);
    const amount = Number(serverPrice!.replace(/\D/g, ''));
    expect(await page.evaluate((n) => new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' }).format(n), amount)).toBe(serverPrice);
  });
});
