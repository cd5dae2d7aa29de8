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

test("the link's second form /qr-temporal/{token} shows the same QR and, once paid, that the link was used", async ({ page, browser }) => {
  await checkoutPayingWith(page, METHOD.qr);
  await expect(page).toHaveURL(/\/procesar-pago-qr$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  await consola.getByLabel('Número de pedido').fill(codigo);
  await consola.getByRole('button', { name: 'Crear link de pago' }).click();
  const token = (await consola.locator('#pagos a[href^="/link-pago/"]').first().getAttribute('href'))!.split('/').pop()!;

  // A public page: a visitor opens it and sees the link's QR (a real PNG) and its total.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const payer = await visitor.newPage();
  const response = await payer.goto(`/qr-temporal/${token}`);
  expect(response?.status()).toBe(200);
  await expect(payer.getByRole('heading', { level: 1, name: 'QR de pago' })).toBeVisible();
  const qr = payer.getByRole('img', { name: 'Código QR del link de pago' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
  const link = (await (await payer.request.get(`/api/link-pago/${token}`)).json()) as { result: { total: number } };
  await expect(payer.getByTestId('link-total')).toHaveText(`Gs. ${link.result.total.toLocaleString('de-DE')}`);

  await consola.reload();
  const row = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).filter({ has: consola.getByRole('button', { name: 'Pagar' }) }).first();
  await row.getByRole('button', { name: 'Pagar' }).click();
  await expect(payer.getByText('¡Pago realizado! Gracias por tu compra.')).toBeVisible({ timeout: 25_000 });

  // Both forms of the link now answer that it was used.
  await payer.goto(`/qr-temporal/${token}`);
  await expect(payer.getByText('Este link de pago ya fue utilizado')).toBeVisible();
  await expect(payer.getByRole('img', { name: 'Código QR del link de pago' })).toHaveCount(0);
  await payer.goto(`/link-pago/${token}`);
  await expect(payer.getByText('Este link de pago ya fue utilizado')).toBeVisible();
  await visitor.close();
  await consola.close();
});
