import { expect, test } from '../support/test';
import { untilInteractive } from '../support/platform';

test('category pictures come from /categorias/{name}.png, in the menu and served by the site', async ({ page }) => {
  await page.goto('/');
  await untilInteractive(page);
  const menu = page.getByTestId('mega-menu');
  await menu.getByRole('button', { name: /Categorías/ }).hover();
  await menu.getByRole('link', { name: 'Medicamentos', exact: true }).first().hover();
  const picture = page.getByTestId('mega-panel').locator('img').first();
  await expect(picture).toHaveAttribute('src', '/categorias/medicamentos.png');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const res = await page.request.get('/categorias/medicamentos.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
});
