import { expect, test } from '@playwright/test';

const PRODUCT = '/producto/100001/paracetamol-500-mg-x-20-comprimidos-lab-demo-tajy';

test.describe('first screen drawn by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home shows the header and its offer banners', async ({ page }) => {
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('catalog-home')).toBeVisible();
      await expect(page.locator('#botica-server-page img[src*="/api/imagenes/banners/"]').first()).toBeVisible();
    });

    test('a product page shows its name and price', async ({ page }) => {
      await page.goto(PRODUCT);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PARACETAMOL 500 MG');
      await expect(page.locator('#botica-server-page')).toContainText('Gs.');
      await expect(page).toHaveTitle(/PARACETAMOL/i);
    });

    test('the server writes prices as Intl es-PY PYG does: "Gs.", a no-break space, dots', async ({ page }) => {
      await page.goto(PRODUCT);
      expect(await page.getByTestId('cat-detail-price').textContent()).toMatch(/^Gs\.\u00a0\d{1,3}(\.\d{3})*$/);
    });

    test('a category page shows its title and a grid of twelve', async ({ page }) => {
      await page.goto('/categoria/100/medicamentos?orderBy=menor_precio');
      await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
      await expect(page.locator('#botica-server-page [data-codigo]')).toHaveCount(12);
    });
  });

  test('the browser takes the page over in place: nothing shifts and it becomes usable', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PRODUCT);
    // the server-drawn page is replaced by the catalog's own once it has loaded
    await expect(page.locator('#botica-server-page')).toHaveCount(0);
    await expect(page.locator('#botica-server-shell')).toHaveCount(0);
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

  test("the browser's price reads exactly like the server's and like Chromium's own Intl", async ({ page, request }) => {
    const html = await (await request.get(PRODUCT)).text();
    const serverPrice = /data-testid="cat-detail-price"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(serverPrice).toMatch(/^Gs\.\u00a0[\d.]+$/);
    await page.goto(PRODUCT);
    await expect(page.locator('#botica-server-page')).toHaveCount(0);
    const price = page.getByTestId('cat-detail-price');
    await expect(price).toBeVisible();
    expect(await price.textContent()).toBe(serverPrice);
    const amount = Number(serverPrice!.replace(/\D/g, ''));
    expect(await page.evaluate((n) => new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' }).format(n), amount)).toBe(serverPrice);
  });
});
