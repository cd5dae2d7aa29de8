import { expect, test } from '../support/test';
import { outboxFor } from '../support/access/access-data';
import { loggedInCustomer } from '../support/account/account-data';

/** The newest 4-digit code the outbox holds for a destination (as the sandbox console shows it). */
async function codeFor(request: Parameters<typeof outboxFor>[0], destino: string) {
  const [last] = await outboxFor(request, destino);
  return /(\d{4})\./.exec(last!.cuerpo)![1]!;
}

test('verify mobile and e-mail with codes read from the outbox', async ({ page }) => {
  const { email } = await loggedInCustomer(page);
  await page.goto('/mi-cuenta');
  await expect(page.getByTestId('verification-modal')).toBeVisible();
  await page.getByRole('link', { name: 'Verificar mis datos' }).click();
  await expect(page).toHaveURL(/\/actualizacion-de-datos$/);

  const mobile = page.getByRole('form', { name: 'Verificar celular' });
  await mobile.getByRole('button', { name: 'Enviar código' }).click();
  await expect(mobile.getByText('Campo obligatorio').first()).toBeVisible();
  // one saved mobile may be chosen: choosing fills the field, choosing again clears it
  const saved = mobile.getByRole('group', { name: 'Mis celulares' }).getByRole('button').first();
  const number = (await saved.textContent())!.trim();
  await saved.click();
  await expect(mobile.getByLabel('Celular', { exact: true })).toHaveValue(number);
  await saved.click();
  await expect(mobile.getByLabel('Celular', { exact: true })).toHaveValue('');
  await saved.click();
  await mobile.getByRole('checkbox').check();
  await mobile.getByRole('button', { name: 'Enviar código' }).click();
  await expect(mobile.getByText(`Te enviamos un código por SMS al ${number}.`)).toBeVisible();

  const sms = await codeFor(page.request, number);
  const wrong = String((Number(sms) + 1) % 10000).padStart(4, '0');
  await mobile.getByLabel('Código de verificación').fill(wrong);
  await mobile.getByRole('button', { name: 'Verificar código' }).click();
  await expect(mobile.getByText('El código no es correcto. Te quedan 4 intentos.')).toBeVisible();
  await mobile.getByLabel('Código de verificación').fill(sms);
  await mobile.getByRole('button', { name: 'Verificar código' }).click();

  const mail = page.getByRole('form', { name: 'Verificar correo' });
  await expect(mail).toBeVisible();
  await mail.getByLabel('Fecha de nacimiento').fill('1991-03-09');
  await mail.getByLabel('RUC').fill('123');
  await mail.getByLabel('RUC').blur();
  await expect(mail.getByText('Formato correcto de RUC 1234567-8')).toBeVisible();
  await expect(mail.getByRole('button', { name: 'Enviar código al correo' })).toBeDisabled();
  await mail.getByLabel('RUC').fill('');
  await mail.getByLabel('RUC').blur();
  await mail.getByRole('button', { name: 'Enviar código al correo' }).click();
  await expect(mail.getByText(`Te enviamos un código al correo ${email}.`)).toBeVisible();
  await mail.getByLabel('Código de verificación').fill(await codeFor(page.request, email));
  await mail.getByRole('button', { name: 'Verificar código' }).click();
  await expect(mail.getByText('Correo verificado')).toBeVisible();
  await expect(mail.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await mail.getByRole('button', { name: 'Confirmar' }).click();

  const thanks = page.getByRole('dialog', { name: '¡Gracias por verificar tus datos!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('form', { name: 'Verificar celular' })).toBeVisible();
  await thanks.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/mi-cuenta');
  await expect(page.getByText('Datos verificados')).toBeVisible();
  await expect(page.getByTestId('verification-modal')).toHaveCount(0);
});
