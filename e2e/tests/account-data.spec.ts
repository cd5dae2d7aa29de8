import { expect, test } from '../support/test';
import { loggedInCustomer } from '../support/account/account-data';

test('edit the account data: invalid values show the spec messages, valid ones are saved and shown', async ({ page }) => {
  await loggedInCustomer(page);
  await page.goto('/mi-cuenta-datos');
  const form = page.getByRole('form', { name: 'Actualizar mi cuenta' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/mi-cuenta');

  await form.getByLabel('Nombres').fill('');
  await form.getByLabel('Apellidos').fill('');
  await form.getByLabel('Cédula de identidad').fill('4.567.123');
  await form.getByLabel('RUC').fill('4567123');
  await form.getByLabel('Celular', { exact: true }).fill('0951-12345');
  await form.getByLabel('Celular 2').fill('0991123456');
  await form.getByLabel('Teléfono').fill('21-556688');
  await form.getByRole('button', { name: 'Actualizar' }).click();
  await expect(form.getByText('Nombres es requerido.')).toBeVisible();
  await expect(form.getByText('Apellidos es requerido')).toBeVisible();
  await expect(form.getByText('Debe de ser solo numerico. No contenter puntos, comas, etc.')).toBeVisible();
  await expect(form.getByText('Formato correcto de RUC 1234567-8')).toBeVisible();
  await expect(form.getByText('El formato correcto es 0991-123456')).toHaveCount(2);
  await expect(form.getByText('Favor verifique el formato')).toBeVisible();
  await form.getByLabel('Cédula de identidad').fill('');
  await form.getByRole('button', { name: 'Actualizar' }).click();
  await expect(form.getByText('Cedula de Identidad requerida')).toBeVisible();

  const phone = `0991-${String(Date.now()).slice(-6)}`;
  await form.getByLabel('Nombres').fill('Rosa Elena');
  await form.getByLabel('Apellidos').fill('Martínez Ayala');
  await form.getByLabel('Cédula de identidad').fill(String(4_000_000 + (Date.now() % 999_999)));
  await form.getByLabel('RUC').fill('');
  await form.getByLabel('Estado civil').selectOption('C');
  await form.getByLabel('Sexo').selectOption('F');
  await form.getByLabel('Celular', { exact: true }).fill(phone);
  await form.getByLabel('Celular 2').fill('');
  await form.getByLabel('Teléfono').fill('021-556688');
  await form.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Tus datos han sido actualizado!')).toBeVisible();

  await page.goto('/mi-cuenta');
  const data = page.getByRole('region', { name: 'Mis datos' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosa Martínez');
  await expect(data.getByText('Casado/a')).toBeVisible();
  await expect(data.getByText('Femenino')).toBeVisible();
  await expect(data.getByText(phone)).toBeVisible();
});

test('the only contact number cannot be deleted (2292)', async ({ page }) => {
  await loggedInCustomer(page);
  await page.goto('/mi-cuenta-datos');
  const numbers = page.getByRole('region', { name: 'Números de contacto' });
  await numbers.getByRole('button', { name: /^Eliminar/ }).click();
  await page.getByRole('dialog', { name: /^Desea en realidad eliminar su numero de Telefono 09\d\d-\d{6}\?$/ }).getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('¡Lo sentimos, no podemos eliminar el número si antes que registre un número de teléfono válido, por favor agregue y vuelva a intentar!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(numbers.getByRole('listitem')).toHaveCount(1);
});
