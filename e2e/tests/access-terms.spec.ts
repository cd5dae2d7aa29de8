import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/access/access-data';
import { LoginScreen, skipSeededPopup } from '../support/access/access-pages';

test('a customer who has not accepted the terms accepts them before checkout', async ({ page }) => {
  await skipSeededPopup(page);
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn('nuevo@farmacia.test', DEMO_PASSWORD);

  const dialog = page.getByRole('dialog', { name: 'Términos y Condiciones' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Términos y Condiciones/ })).toHaveAttribute('href', '/terminos-y-condiciones');
  const button = dialog.getByRole('button', { name: 'Seguir comprando' });
  await expect(button).toBeDisabled();

  // checkout waits for the acceptance
  await page.goto('/carrito');
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Acepto Términos y Condiciones' }).check();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText('Términos y condiciones aceptado correctamente!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  await page.reload();
  await expect(page.getByTestId('my-account-page')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto('/carrito');
  await expect(page).toHaveURL(/\/carrito$/);
});
