import { expect, test } from '../support/test';
import { unique } from '../support/access/access-data';
import { Header, MyAccountScreen } from '../support/access/access-pages';

test('a visitor signs up with the sandbox Google provider and completes document and phone', async ({ page }) => {
  const data = unique();
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await expect(page.getByRole('heading', { name: 'Elegí un perfil' })).toBeVisible();
  await page.getByRole('button', { name: /Sofía Rojas/ }).click();

  await expect(page).toHaveURL(/\/social-register/);
  await expect(page.getByRole('heading', { name: 'Continuar con el registro' })).toBeVisible();
  await expect(page.getByLabel('Nombres')).toHaveValue('Sofía');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('sofia.rojas@gmail.test');
  await page.getByLabel('Nro. de documento').fill(data.document);
  await page.getByLabel('Celular').fill(data.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill('Social1234');
  await page.getByLabel('Confirmar contraseña').fill('Social1234');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await new MyAccountScreen(page).expectGreeting('Sofía Rojas');
  await new Header(page).expectCustomer('Sofía');
});

test('without a pending social profile /social-register goes to /signup', async ({ page }) => {
  await page.goto('/social-register');
  await expect(page).toHaveURL(/\/signup$/);
});

test('a linked social account logs straight in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  await page.getByRole('button', { name: /María José Benítez Acosta/ }).click();
  await new MyAccountScreen(page).expectGreeting('María Benítez');
});
