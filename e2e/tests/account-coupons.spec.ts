import { expect, test } from '../support/test';
import { DEMO_PASSWORD, headers } from '../support/access/access-data';
import { skipSeededPopup } from '../support/access/access-pages';
import { serverCart } from '../support/checkout/cart-data';

test("the customer's coupons show expiry and QR; 'Aplicar' holds one in the cart and 'Quitar' removes it", async ({ page }) => {
  await skipSeededPopup(page);
  const login = await page.request.post('/api/customers/login', { headers, data: { mail: 'cliente@farmacia.test', password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  await page.goto('/mis-cupones');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola María Benítez!');
  const demo = page.getByTestId('coupon-item').filter({ hasText: 'DEMO10' });
  const ahorra = page.getByTestId('coupon-item').filter({ hasText: 'AHORRA5000' });
  await expect(demo).toContainText('10% de descuento');
  await expect(demo).toContainText(/Vence el \d{1,2} de [a-z]+ de \d{4}/);
  await expect(demo.getByRole('img', { name: 'Código QR del cupón DEMO10' })).toBeVisible();

  // the coupon the customer's cart holds on the server
  const cartCoupon = async () => (await serverCart(page.request))?.cuponCodigo ?? null;
  await demo.getByRole('button', { name: 'Aplicar' }).click();
  await expect(demo.getByRole('button', { name: 'Quitar' })).toBeVisible();
  await expect.poll(cartCoupon).toBe('DEMO10');
  // one at a time: applying another replaces it
  await ahorra.getByRole('button', { name: 'Aplicar' }).click();
  await expect(ahorra.getByRole('button', { name: 'Quitar' })).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Aplicar' })).toBeVisible();
  await expect.poll(cartCoupon).toBe('AHORRA5000');
  // the page reads what the cart holds
  await page.reload();
  await expect(ahorra.getByRole('button', { name: 'Quitar' })).toBeVisible();
  await ahorra.getByRole('button', { name: 'Quitar' }).click();
  await expect(ahorra.getByRole('button', { name: 'Aplicar' })).toBeVisible();
  await expect.poll(cartCoupon).toBeNull();
});
