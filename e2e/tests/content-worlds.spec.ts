import { expect, test } from '../support/test';

test('a world page shows its theme, sliders and sections with products; a section lists its products', async ({ page }) => {
  await page.goto('/mundo/belleza');
  const world = page.getByTestId('world-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Mundo Belleza' })).toBeVisible();
  await expect(world).toHaveCSS('--ct-w-primario', '#b0235f');
  await expect(page.getByRole('navigation', { name: 'Para ella y para él' }).getByRole('link')).toHaveCount(2);
  const section = page.getByRole('region', { name: 'Protección solar' });
  await expect(section.getByTestId('world-product').first()).toBeVisible();
  await section.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(/\/mundo\/belleza\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protección solar' })).toBeVisible();
  await expect(page.getByTestId('world-product').first()).toBeVisible();
  const first = page.getByTestId('world-product').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/mundo\/belleza\/producto\/\d+\//);
});

test('the search inside a world answers from /landing/{w}/buscar', async ({ page }) => {
  await page.goto('/mundo/belleza');
  await page.getByRole('searchbox', { name: 'Buscar en este mundo' }).fill('crema');
  await page.getByTestId('world-page').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/mundo\/belleza\/buscar\?s=crema$/);
  await expect(page.getByText('Perdon. Ocurrio un error al buscar')).toHaveCount(0);
  await expect(page.getByTestId('cat-product-grid').locator('li').first()).toBeVisible();
});

test('/mundo/oncologicos lists oncology products whose add button fills the oncology cart', async ({ page }) => {
  await page.goto('/mundo/oncologicos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mundo Oncológicos' })).toBeVisible();
  const product = page.getByTestId('world-product').first();
  await expect(product).toBeVisible();
  const name = (await product.locator('.ct-product-name').textContent())!;
  await product.getByRole('button', { name: /Agregar .* al carrito/ }).click();
  await expect
    .poll(async () => page.evaluate(() => (JSON.parse(localStorage.getItem('cartOncologicos') ?? '{"items":[]}') as { items: { descripcion: string }[] }).items))
    .toEqual(expect.arrayContaining([expect.objectContaining({ descripcion: name })]));
  const normal = await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: { descripcion: string }[] }).items);
  expect(normal.some((l) => l.descripcion === name)).toBe(false);
});

test('an unknown world answers 404 with the not-found view', async ({ page }) => {
  const res = await page.goto('/mundo/no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});
