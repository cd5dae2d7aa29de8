import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';

// Field measurements in a real browser (decision 080): a page view reports its vitals, its document's Server-Timing
// and its view with navigator.sendBeacon once the page is left, by the route's pattern and the owner's version, and
// the API takes it. The reporter's code comes after the page has loaded, never with the first load.

interface Report {
  ruta: string;
  app: string;
  version: string;
  vista: boolean;
  presentes: { app: string; version: string }[];
  medidas: { nombre: string; valor: number }[];
  documento?: { ms: number; partes: Record<string, number> };
}

test('a product page view reports its vitals and its document by route pattern when the page is hidden', async ({ page, context }) => {
  const beacons: { report: Report; status: number }[] = [];
  // every beacon of the page, as the API received it, and the API's answer
  await context.route('**/api/campo', async (route) => {
    const response = await route.fetch();
    beacons.push({ report: JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null') as Report, status: response.status() });
    await route.fulfill({ response });
  });
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await page.goto('/producto/100001/paracetamol-500-mg-x-20-comprimidos-lab-demo-tajy');
  await expect(page.getByTestId('cat-product-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the first load carried no reporter: it comes once the page is idle
  expect(scripts.filter((url) => url.includes('field-report'))).toEqual([]);
  await page.waitForRequest((request) => request.url().includes('field-report'), { timeout: 15_000 });
  // a click: a first input for INP, and the largest paint is final
  await page.getByTestId('cat-product-page').click({ position: { x: 5, y: 5 } });
  await page.waitForTimeout(500);

  // the shopper moves to another tab: the page is hidden, and its report goes then
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => beacons.length, { timeout: 10_000, message: errors.join('\n') }).toBeGreaterThan(0);
  const { report, status } = beacons[0]!;
  expect(status).toBe(204);
  expect(report).toMatchObject({ ruta: '/producto/:codigo/:slug', app: 'catalog', version: 'base', vista: true });
  expect(report.presentes.map((p) => p.app)).toEqual(expect.arrayContaining(['host', 'checkout']));
  const names = report.medidas.map((m) => m.nombre);
  expect(names).toEqual(expect.arrayContaining(['TTFB', 'LCP', 'CLS']));
  for (const m of report.medidas) expect(m.valor).toBeGreaterThanOrEqual(0);
  expect(report.documento?.ms).toBeGreaterThan(0);
  expect(Object.keys(report.documento?.partes ?? {})).toEqual(expect.arrayContaining(['fragment', 'total']));
  // nothing of the path asked: its pattern only
  expect(JSON.stringify(report)).not.toContain('paracetamol');
});
