import { expect, test } from '../support/test';
import { loggedInCustomer } from '../support/account/account-data';

test('add a card through the sandbox registration frame, make it the default, then delete it', async ({ page }) => {
  await loggedInCustomer(page);
  await page.goto('/mis-tarjetas');
  await expect(page.getByText('No tenés tarjetas guardadas.')).toBeVisible();
  await page.getByRole('link', { name: 'Agregar tarjeta' }).click();
  await expect(page).toHaveURL(/\/tarjetas\/agregar$/);
  const frame = page.frameLocator('iframe[title="Registrar tarjeta"]');
  await frame.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await frame.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: 'Registrar' }).click();

  const ask = page.getByRole('dialog', { name: 'Desea agregar la tarjeta por defecto?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Si' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByRole('region', { name: 'Mis tarjetas' }).getByText('424242******4242')).toBeVisible();

  await page.goto('/tarjetas');
  const card = page.getByTestId('card-item').filter({ hasText: '424242******4242' });
  await expect(card.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('link', { name: '+ Agregar tarjeta' })).toHaveAttribute('href', '/tarjetas/agregar');

  // a refused card shows the provider's details and a way back
  await page.goto('/tarjetas/agregar');
  await frame.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await frame.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Ops... Vaya algo no salio bien.')).toBeVisible();
  await expect(page.getByText('Tarjeta rechazada por el emisor')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();

  await page.getByRole('button', { name: 'Eliminar 424242******4242' }).click();
  await page.getByRole('dialog', { name: '¿Desea eliminar la tarjeta?' }).getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('No tenés tarjetas guardadas.')).toBeVisible();
});
