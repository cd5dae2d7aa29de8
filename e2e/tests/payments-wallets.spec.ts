import { expect, test } from '../support/test';
import { METHOD, checkoutPayingWith, consoleAction, orderState } from '../support/payments/payments-data';

test('tigo money: PIN on the provider page, back to the completion with the transaction', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.tigo);
  await expect(page).toHaveURL(/\/sandbox\/pagos\/tigo\//);
  await page.getByLabel('PIN de Tigo Money').fill('1234');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+\?transactionStatus=success&merchantTransactionId=/);
  const codigo = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  expect(await orderState(page, codigo)).toBe('PROC');
});

test('tigo money with a wrong PIN: the purchase is not processed', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.tigo);
  await page.getByLabel('PIN de Tigo Money').fill('9999');
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(/transactionStatus=fail/);
  await expect(page.getByText('La compra no ha sido procesada. Los sentimos, vuelva a intentarlo!')).toBeVisible();
});

test('billetera personal: Aguardando... until the push is approved on the console', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.personal);
  await expect(page.getByRole('button', { name: 'Aguardando...' })).toBeVisible();
  await expect(page.getByText('Te llegará una notificación a tu celular para aceptar el pago.')).toBeVisible();
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  const row = consola.locator('#pagos tr', { hasText: 'billetera_personal' }).first();
  const codigo = (await row.getAttribute('data-pedido'))!;
  await consola.close();
  expect(await consoleAction(page, codigo, 'Pagar')).toContain('APROBADO');
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`), { timeout: 20_000 });
  expect(await orderState(page, codigo)).toBe('PROC');
});

test('billetera personal: nobody answers the push within 50 seconds', async ({ page }) => {
  test.setTimeout(150_000);
  await checkoutPayingWith(page, METHOD.personal);
  await expect(page.getByRole('button', { name: 'Aguardando...' })).toBeVisible();
  await expect(page.getByText('No recibimos la confirmación del pago en tu celular. Vuelve a intentarlo.')).toBeVisible({ timeout: 70_000 });
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await expect(page).toHaveURL(/\/carrito$/);
});
