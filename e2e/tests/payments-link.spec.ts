import { expect, test } from '../support/test';
import { METHOD, checkoutPayingWith } from '../support/payments/payments-data';

test('a payment link shows its QR, is paid once and then answers that it was used', async ({ page, browser }) => {
  // An order waiting for its QR payment; staff make a link for it on the console.
  await checkoutPayingWith(page, METHOD.qr);
  await expect(page).toHaveURL(/\/procesar-pago-qr$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  await consola.getByLabel('Número de pedido').fill(codigo);
  await consola.getByRole('button', { name: 'Crear link de pago' }).click();
  const link = (await consola.locator('#pagos a[href^="/link-pago/"]').first().getAttribute('href'))!;

  // Anyone with the link (no session) pays it.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const payer = await visitor.newPage();
  await payer.goto(link);
  await expect(payer.getByRole('img', { name: 'Código QR del link de pago' })).toBeVisible();
  // The console was left on /sandbox#pagos: reload it to see the link's own payment.
  await consola.reload();
  const row = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).filter({ has: consola.getByRole('button', { name: 'Pagar' }) }).first();
  await row.getByRole('button', { name: 'Pagar' }).click();
  await expect(payer.getByText('¡Pago realizado! Gracias por tu compra.')).toBeVisible({ timeout: 25_000 });

  // The second time, the link is used.
  await payer.goto(link);
  await expect(payer.getByText('Este link de pago ya fue utilizado')).toBeVisible();
  await visitor.close();
  await consola.close();
});
