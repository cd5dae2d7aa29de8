import { expect, test } from '../support/test';
import { ProductList, SiteHeader } from '../support/catalog/catalog-pages';
import { ports } from '../support/ports';

test('search with a typo and a missing accent finds the product through the suggested spelling', async ({ page }) => {
  const header = new SiteHeader(page);
  const list = new ProductList(page);
  await page.goto('/');
  await header.openSearch();
  await header.searchInput().fill('acdo folico');
  await header.searchInput().press('Enter');
  await expect(page).toHaveURL(/\/buscar\?s=acdo(%20|\+)folico/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la Búsqueda' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const didYouMean = page.getByTestId('cat-did-you-mean');
  // the first search of a fresh database warms its index: allow it more time
  await expect(didYouMean).toContainText('O quizás quisiste decir:', { timeout: 30_000 });
  await didYouMean.getByRole('link', { name: 'acido folico' }).click();
  await expect(page).toHaveURL(/\/buscar\?s=acido(%20|\+)folico/);
  await expect(list.card(/ÁCIDO FÓLICO 5 MG X 30 COMPRIMIDOS - LAB\. DEMO TAJY/)).toBeVisible();
});

test('suggestions appear while typing, also without accents', async ({ page }) => {
  const header = new SiteHeader(page);
  await page.goto('/');
  await header.openSearch();
  await header.searchInput().fill('acido folico');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option', { name: /ÁCIDO FÓLICO 5 MG X 30 COMPRIMIDOS - LAB\. DEMO TAJY/ })).toBeVisible({ timeout: 30_000 });
  // at most 5 products plus "see all results"
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(6);
  await expect(suggestions.getByRole('option').last()).toHaveText(/Ver todos los resultados/);
});

test('choosing a suggestion with the keyboard opens the product', async ({ page }) => {
  const header = new SiteHeader(page);
  await page.goto('/');
  await header.openSearch();
  await header.searchInput().fill('avene cleanance');
  await expect(page.getByRole('option', { name: /AVÈNE CLEANANCE GEL LIMPIADOR/ })).toBeVisible();
  await header.searchInput().press('ArrowDown');
  await header.searchInput().press('Enter');
  await expect(page).toHaveURL(/\/producto\/\d+\/avene-cleanance-gel-limpiador/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AVÈNE CLEANANCE GEL LIMPIADOR/);
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/buscar?s=qqqzzzxxxwww');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la Búsqueda' })).toBeVisible();
  await expect(page.getByText('No se encontraron productos')).toBeVisible();
});

test('a first visit that points at the search and types at once keeps every letter', async ({ browser }) => {
  // the header's plain form is swapped for the catalog's box when the pointer reaches it: nothing typed meanwhile is lost
  test.setTimeout(180_000);
  for (let visit = 0; visit < 4; visit++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // a phone's CPU: the swap takes long enough that keys arrive while it happens
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/');
    // a slow network: the catalog's code arrives while the shopper is typing, at a different letter each visit
    await page.route(`http://localhost:${ports.catalog}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 60 + visit * 70));
      await route.continue();
    });
    const search = page.getByLabel('Buscar productos');
    await search.hover();
    await search.click();
    await page.keyboard.type('paracetamol', { delay: 40 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?s=paracetamol$/);
    await context.close();
  }
});
