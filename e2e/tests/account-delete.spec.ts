import { expect, test } from '../support/test';
import { loggedInCustomer } from '../support/account/account-data';
import { LoginScreen } from '../support/access/access-pages';

test('delete the account: the session ends and the same credentials no longer log in', async ({ page }) => {
  const { email, password } = await loggedInCustomer(page);
  await page.goto('/mi-cuenta');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desea eliminar su cuenta?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await dialog.getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Tu cuenta ha sido eliminado!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/clientes')).status()).toBe(401);

  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page.getByText('El correo o la contraseña son incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
