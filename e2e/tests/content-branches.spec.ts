import { expect, test } from '../support/test';
import { untilMapReady } from '../support/platform';

test('/sucursales shows every branch on the map and finds one by PUNTO 12 and by city', async ({ page }) => {
  await page.goto('/sucursales');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestras Sucursales' })).toBeVisible();
  const map = page.getByTestId('shop-map');
  await untilMapReady(map);
  await expect(map.locator('.shop-map-marker')).toHaveCount(500);
  await expect(page.getByTestId('branch-count')).toHaveText('500 sucursales');

  const search = page.getByRole('searchbox', { name: 'Buscar sucursal' });
  await search.fill('PUNTO 12');
  const first = page.getByTestId('branch-item').first();
  await expect(first.getByRole('button').first()).toHaveText('PUNTO 12');
  await expect(first).toContainText(/Abierto|Cerrado|Abre a las \d\d:\d\d|Cierra a las \d\d:\d\d/);
  await expect(first.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*destination=-2\d\.\d+,-5\d\.\d+/);
  await first.getByText('Horarios').click();
  await expect(first).toContainText('Lunes');

  await search.fill('Encarnación');
  const items = page.getByTestId('branch-item');
  await expect(items.first()).toContainText('Encarnación');
  const count = await page.getByTestId('branch-count').textContent();
  const found = Number(count?.match(/\d+/)?.[0]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(500);
  await expect(map.locator('.shop-map-marker')).toHaveCount(found);
});

test('near me: with the location denied the hint shows and the branches are ordered from the default city', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/sucursales');
  await page.getByRole('button', { name: 'Sucursales cerca de mí' }).click();
  await expect(page.getByTestId('location-hint')).toContainText('Hemos verificado que haz denegado permitos de ubicación a nuestro sitio, por favor verifique');
  await expect(page.getByTestId('location-hint')).toContainText('Asunción');
  await expect(page.getByTestId('branch-item').first()).toContainText(/a \d+\.\d km/);
});

test('near me: with the location granted the nearest branch comes first', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -27.3306, longitude: -55.8667 }); // Encarnación
  await page.goto('/sucursales');
  await page.getByRole('button', { name: 'Sucursales cerca de mí' }).click();
  await expect(page.getByTestId('branch-item').first()).toContainText('Itapúa');
  await expect(page.getByTestId('location-hint')).toHaveCount(0);
  // the position named by its plus code (computed offline from the coordinates), read against the nearest city
  await expect(page.getByTestId('location-place')).toHaveText('Tu ubicación: M49M+Q8 Encarnación, Itapúa');
});
