import { expect, test } from '@playwright/test';

test('the host renders the catalog home from its remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('an unknown path answers 404 with the not-found view', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});
