import { expect, test } from '../support/test';
import { unique } from '../support/access/access-data';
import { Header, MyAccountScreen, SignupScreen } from '../support/access/access-pages';

test.describe('registration', () => {
  test('a person registers, is logged in and lands back where they came from', async ({ page }) => {
    const data = unique();
    const email = data.email('persona');
    const signup = new SignupScreen(page);
    await signup.open('?redirect=%2Fmi-cuenta');
    await expect(page.getByRole('tab', { name: 'Persona' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Continuar con Google' })).toBeVisible();

    await signup.field('Nro. de documento').fill(data.document);
    await signup.field('Nombres').fill('Rocío Belén');
    await signup.field('Apellidos').fill('Cabañas');
    await signup.field('Correo electrónico').fill(email);
    await signup.field('Celular').pressSequentially(data.phone.replace('-', ''));
    await expect(signup.field('Celular')).toHaveValue(data.phone);
    await signup.field('Contraseña').fill('corta');
    await signup.field('Confirmar contraseña').fill('otra');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page.getByText('Debe ser minimo 8 caracteres, una letra mayúscula, una minúscula y un número.')).toBeVisible();
    await expect(page.getByText('La contraseña no coinciden.')).toBeVisible();

    await signup.field('Contraseña').fill('Clave1234');
    await signup.field('Confirmar contraseña').fill('Clave1234');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await new MyAccountScreen(page).expectGreeting('Rocío Cabañas');
    await new Header(page).expectCustomer('Rocío');
    // a new customer is asked to accept the terms
    await expect(page.getByRole('dialog', { name: 'Términos y Condiciones' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  test('the same e-mail cannot register twice', async ({ page }) => {
    const signup = new SignupScreen(page);
    const data = unique();
    await signup.open();
    await signup.field('Nro. de documento').fill(data.document);
    await signup.field('Nombres').fill('Otra');
    await signup.field('Apellidos').fill('Persona');
    await signup.field('Correo electrónico').fill('cliente@farmacia.test');
    await signup.field('Celular').fill(data.phone);
    await signup.field('Contraseña').fill('Clave1234');
    await signup.field('Confirmar contraseña').fill('Clave1234');
    await page.getByRole('button', { name: 'Registrarme' }).click();
    const alert = page.getByRole('tabpanel').getByRole('alert').first();
    await expect(alert).toHaveText('Este usuario ya esta en uso. Favor seleccione otro o ha olvidado su contraseña?');
    await expect(alert.getByRole('link', { name: 'ha olvidado su contraseña?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page).toHaveURL(/\/signup/);
  });

  test('a phone used by another account is refused when leaving the field', async ({ page }) => {
    const signup = new SignupScreen(page);
    await signup.open();
    await signup.field('Celular').fill('0981-123456');
    await signup.field('Celular').blur();
    await expect(page.getByText('Él número que esta tratando de registrar ya fue agregado por otra cuenta...')).toBeVisible();
  });

  test('a company registers with two managers', async ({ page }) => {
    const data = unique();
    const second = unique();
    const email = data.email('empresa');
    const signup = new SignupScreen(page);
    await signup.open();
    await page.getByRole('tab', { name: 'Empresa' }).click();
    await expect(page).toHaveURL(/tipo=empresa/);
    await expect(page.getByRole('link', { name: 'Continuar con Google' })).toHaveCount(0);

    await signup.field('RUC').fill(data.ruc);
    await signup.field('Razón social').fill('Farmacéutica Ñandutí S.R.L.');
    await signup.field('Correo electrónico').fill(email);
    await signup.field('Celular / Teléfono').fill(data.phone);
    await signup.field('Contraseña').fill('Empresa123');
    await signup.field('Confirmar contraseña').fill('Empresa123');
    await expect(page.getByTestId('manager-row')).toHaveCount(1);
    await page.getByRole('button', { name: '+ Agregar' }).click();
    const rows = page.getByTestId('manager-row');
    await expect(rows).toHaveCount(2);
    const managers: [string, string, string, string][] = [
      ['Carlos', 'Gómez', String(Number(data.document) + 1), second.phone],
      ['Laura', 'Insfrán', String(Number(data.document) + 2), unique().phone],
    ];
    for (const [i, [nombres, apellidos, cedula, celular]] of managers.entries()) {
      const row = rows.nth(i);
      await row.getByLabel('Nombres').fill(nombres);
      await row.getByLabel('Apellidos').fill(apellidos);
      await row.getByLabel('Nro. de cédula').fill(cedula);
      await row.getByLabel('Celular').fill(celular);
    }
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await new MyAccountScreen(page).expectGreeting('Farmacéutica Ñandutí S.R.L.');
    await expect(page.getByText('Empresa', { exact: true })).toBeVisible();
    await expect(page.getByText(data.ruc)).toBeVisible();
  });
});
