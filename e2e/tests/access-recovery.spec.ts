import { expect, test } from '../support/test';
import { linkIn, outboxFor, registerPersona, unique } from '../support/access/access-data';
import { LoginScreen, MyAccountScreen } from '../support/access/access-pages';

test('a customer recovers the password through the e-mailed link', async ({ page, request }) => {
  const email = unique().email('recupera');
  await registerPersona(request, email, 'Vieja1234');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('radio', { name: /Correo electrónico/ })).toBeChecked();
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(page.getByText('Se ha enviado el enlace para recuperar tu contraseña.').first()).toBeVisible();

  const [message] = await outboxFor(request, email);
  if (!message) throw new Error(`no message for ${email}`);
  const path = linkIn(message, '/cambiar-contrasena/');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Actualizar contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('Nueva1234');
  await page.getByLabel('Confirmar contraseña').fill('Nueva1234');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  // the toast of spec 001 §8, and the form's own confirmation until the page moves to /login
  await expect(page.getByRole('status').filter({ hasText: /^Clave actualizada$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tu contraseña fue actualizada.' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  // the link works once
  await page.goto(path);
  await page.getByLabel('Nueva contraseña').fill('Otra12345');
  await page.getByLabel('Confirmar contraseña').fill('Otra12345');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email, 'Nueva1234');
  await new MyAccountScreen(page).expectGreeting('Prueba Recuperación');
});

test('an unknown e-mail gets the generic message', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Correo electrónico').fill(unique().email('nadie'));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Ops... Vaya algo no salio bien!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
});
