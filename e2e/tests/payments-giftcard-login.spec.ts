import { expect, test } from '../support/test';
import { registerPersona, unique } from '../support/access/access-data';

test("a visitor reaches the gift card's step 3 and logs in with the shop's own login form, without leaving the wizard", async ({ page }) => {
  const email = unique().email('regala');
  await registerPersona(page.request, email);
  await page.context().clearCookies();

  await page.goto('/comprar-giftcard');
  await page.getByLabel('De parte de').fill('Ana');
  await page.getByLabel('Para', { exact: true }).fill('Luis');
  await page.getByRole('radio', { name: 'Correo' }).check();
  await page.getByLabel('Correo del destinatario').fill(unique().email('recibe'));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: 'Clásica' }).check();
  await page.getByRole('combobox', { name: 'Monto' }).selectOption({ label: 'Gs. 100.000' });
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('¡Para vos!');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3 for a visitor: the account's login form (the one /login shows), in the wizard's place.
  const login = page.getByRole('region', { name: 'Iniciar sesión' });
  await expect(login.getByText('Iniciá sesión para confirmar la compra.')).toBeVisible();
  await expect(login.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill('Clave1234');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();

  // The host applies the session: the header shows the customer and the wizard goes on to its confirmation.
  await expect(page).toHaveURL(/\/comprar-giftcard$/);
  await expect(page.getByRole('region', { name: 'Confirmación' })).toBeVisible();
  await expect(page.getByTestId('gc-amount')).toHaveText('Gs. 100.000');
  await expect(page.getByRole('radio', { name: 'Pago Único' })).toBeChecked();
  await expect(login).toHaveCount(0);
});
