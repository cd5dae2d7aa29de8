import { expect, type Page, test } from '../support/test';
import { untilCardsInteractive } from '../support/catalog/catalog-pages';
import { serverCart } from '../support/checkout/cart-data';

/** The lines of one of the shopper's two carts, as the server keeps it (the cart cookie names a visitor's). */
const cartLines = async (page: Page, cart: 'normal' | 'oncologico') => (await serverCart(page.request, cart === 'oncologico'))?.items ?? [];

/** Collects the hydration errors the host reports (a server-drawn tree the browser could not match). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hidratación')) errors.push(message.text());
  });
  return errors;
}

test('a world page shows its theme, sliders and sections with products in catalog\'s grid; a section lists its products', async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto('/mundo/belleza');
  const world = page.getByTestId('world-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Mundo Belleza' })).toBeVisible();
  await expect(world).toHaveCSS('--ct-w-primario', '#b0235f');
  await expect(page.getByRole('navigation', { name: 'Para ella y para él' }).getByRole('link')).toHaveCount(2);
  const section = page.getByRole('region', { name: 'Protección solar' });
  // catalog's own grid and cards (its data-testids and the product codes only its cards carry)
  const grid = section.getByTestId('cat-product-grid');
  await expect(grid.getByTestId('cat-product-card').first()).toBeVisible();
  await expect(grid.getByTestId('cat-product-card').first()).toHaveAttribute('data-codigo', /^\d+$/);
  await expect(grid.getByTestId('cat-price').first()).toContainText('Gs.');
  await expect(page.getByTestId('world-product')).toHaveCount(0);
  await section.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(/\/mundo\/belleza\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protección solar' })).toBeVisible();
  const card = page.getByTestId('world-section-page').getByTestId('cat-product-grid').getByTestId('cat-product-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/mundo\/belleza\/producto\/\d+\//);
  expect(errors).toEqual([]);
});

test("a world's document already holds the world, drawn by the server: its name, theme, sections and title, before any script", async ({ request }) => {
  const res = await request.get('/mundo/belleza');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-testid="world-page"');
  expect(html).toMatch(/<h1>Mundo Belleza<\/h1>/);
  expect(html).toContain('--ct-w-primario:#b0235f');
  expect(html).toMatch(/<h2 id="ct-sec-\d+">Protección solar<\/h2>/);
  expect(html).toContain('<title>Mundo Belleza | Botica Guaraní</title>');
  // the answers it was drawn from travel with it: the browser's first render is the same page
  expect(html).toContain('<script id="content-ssr-data" type="application/json"');
  // the section's products in catalog's own grid and cards, drawn by catalog for this page: the host filled the place
  // content's page marked (no mark is left)
  const preview = /<h2 id="ct-sec-\d+">Protección solar<\/h2>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(preview).toContain('data-testid="cat-product-grid"');
  expect(preview.match(/data-testid="cat-product-card"/g)?.length ?? 0).toBeGreaterThan(0);
  expect(preview).toMatch(/href="\/mundo\/belleza\/producto\/\d+\//);
  expect(html).not.toContain('data-botica-embed');
  const section = /<h2 id="ct-sec-\d+">Protección solar<\/h2><a href="(\/mundo\/belleza\/\d+)"/.exec(html)?.[1];
  expect(section, 'el enlace de la sección en el documento').toBeTruthy();
  const sectionRes = await request.get(section!);
  expect(sectionRes.status()).toBe(200);
  const sectionHtml = await sectionRes.text();
  expect(sectionHtml).toContain('data-testid="world-section-page"');
  expect(sectionHtml).toMatch(/<h1>Protección solar<\/h1>/);
  expect(sectionHtml).toContain('>Mundo Belleza</a>');
  expect(sectionHtml.match(/data-testid="cat-product-card"/g)?.length ?? 0).toBeGreaterThan(0);
});

test("a world's drawn product grid hydrates in place: the same nodes, no mismatch, and its cards come alive", async ({ page }) => {
  const errors = hydrationErrors(page);
  const grid = '[data-testid="world-page"] [data-testid="cat-product-grid"]';
  // the grid as the document parsed it, before any script ran
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => Object.assign(window, { drawnGrid: document.querySelector(selector) }));
  }, grid);
  await page.goto('/mundo/belleza');
  await untilCardsInteractive(page.getByRole('region', { name: 'Protección solar' }));
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const same = await page.evaluate((selector) => {
    const drawn = (window as unknown as { drawnGrid?: Element | null }).drawnGrid;
    return !!drawn && drawn === document.querySelector(selector);
  }, grid);
  expect(same).toBe(true);
  expect(errors).toEqual([]);
});

test('a world section opened directly draws catalog\'s grid without a hydration mismatch', async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto('/mundo/belleza');
  const href = await page.getByRole('region', { name: 'Protección solar' }).getByRole('link', { name: 'Ver todos' }).getAttribute('href');
  const res = await page.goto(href!);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('world-section-page').getByTestId('cat-product-card').first()).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(errors).toEqual([]);
});

test('add to cart from a world page updates the header count and fills the regular cart', async ({ page }) => {
  await page.goto('/mundo/belleza');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const card = page
    .getByRole('region', { name: 'Protección solar' })
    .getByTestId('cat-product-card')
    .filter({ has: page.getByRole('button', { name: 'Agregar al carrito', exact: true }) })
    .first();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await untilCardsInteractive(card);
  await card.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(() => cartLines(page, 'normal')).toEqual([expect.objectContaining({ descripcion: name })]);
  expect(await cartLines(page, 'oncologico')).toEqual([]);
});

test('the search inside a world answers from /landing/{w}/buscar', async ({ page }) => {
  await page.goto('/mundo/belleza');
  await page.getByRole('searchbox', { name: 'Buscar en este mundo' }).fill('crema');
  await page.getByTestId('world-page').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/mundo\/belleza\/buscar\?s=crema$/);
  await expect(page.getByText('Perdon. Ocurrio un error al buscar')).toHaveCount(0);
  await expect(page.getByTestId('cat-product-grid').locator('li').first()).toBeVisible();
});

test('/mundo/oncologicos lists oncology products in catalog\'s grid whose add button fills the oncology cart only', async ({ page }) => {
  await page.goto('/mundo/oncologicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mundo Oncológicos' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const card = page
    .getByTestId('world-page')
    .getByTestId('cat-product-card')
    .filter({ has: page.getByRole('button', { name: 'Agregar al carrito', exact: true }) })
    .first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await untilCardsInteractive(card);
  await card.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect.poll(() => cartLines(page, 'oncologico')).toEqual([expect.objectContaining({ descripcion: name })]);
  expect(await cartLines(page, 'normal')).toEqual([]);
  // the header counts the regular cart, which the oncology line did not touch
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the oncology world\'s search adds to the oncology cart as well', async ({ page }) => {
  await page.goto('/mundo/oncologicos/buscar?s=letrozol');
  const card = page
    .getByTestId('cat-search-page')
    .getByTestId('cat-product-card')
    .filter({ has: page.getByRole('button', { name: 'Agregar al carrito', exact: true }) })
    .first();
  const name = (await card.getByRole('link').first().textContent())!.trim();
  expect(name).toContain('LETROZOL');
  await untilCardsInteractive(card);
  await card.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect.poll(() => cartLines(page, 'oncologico')).toEqual([expect.objectContaining({ descripcion: name })]);
  expect(await cartLines(page, 'normal')).toEqual([]);
});

test('an unknown world answers 404 with the not-found view', async ({ page }) => {
  const res = await page.goto('/mundo/no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});

test('an unknown section inside a valid world answers 404 with the not-found view', async ({ page }) => {
  const res = await page.goto('/mundo/belleza/99999');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
  await expect(page.getByTestId('world-section-page')).toHaveCount(0);
});
