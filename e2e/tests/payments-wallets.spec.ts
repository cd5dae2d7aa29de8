import { expect, test } from '../support/test';
import { METHOD, checkoutPayingWith, consoleAction, orderState } from '../support/payments/payments-data';
import { customerWithAddress, openCheckoutWith, productsInStock } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

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

test('billetera personal: asks the mobile number, then Aguardando... until the push to it is approved on the console', async ({ page }) => {
  const customer = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: customer.address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${customer.address.calle} ${customer.address.numero}` }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  // single payment is chosen until another method is
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(page.getByRole('radio', { name: METHOD.pagoUnico })).toBeChecked();
  await page.getByRole('radio', { name: METHOD.personal }).check();
  // the wallet's number: required, in the 09[6-9]xxxxxxx format, and the push goes to the one given
  const celular = page.getByRole('textbox', { name: 'Celular' });
  await celular.fill('');
  await continuar.click();
  await expect(page.locator('#ck-payment-phone-error-false')).toHaveText('Celular es requerido');
  await celular.fill('0981');
  await expect(page.locator('#ck-payment-phone-error-false')).toHaveText('Formato incorrecto.');
  await celular.fill('0971 555444');
  await expect(page.locator('#ck-payment-phone-error-false')).toBeHidden();
  await continuar.click();
  await confirmOrder(page);
  await expect(page.getByRole('button', { name: 'Aguardando...' })).toBeVisible();
  await expect(page.getByText('Te llegará una notificación a tu celular para aceptar el pago.')).toBeVisible();
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  const row = consola.locator('#pagos tr', { hasText: 'billetera_personal' }).first();
  await expect(row).toContainText('(celular 0971555444)');
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
