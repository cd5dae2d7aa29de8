import { expect, test } from '../support/test';
import { METHOD, checkoutPayingWith, createPaymentLink, payLinkOnConsole } from '../support/payments/payments-data';

test('a payment link shows its QR, is paid once and then answers that it was used', async ({ page, browser }) => {
  // An order waiting for its QR payment; staff make a link for it on the console.
  await checkoutPayingWith(page, METHOD.qr);
  await expect(page).toHaveURL(/\/procesar-pago-qr$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const { link, consola } = await createPaymentLink(page, codigo);

  // Anyone with the link (no session) pays it.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const payer = await visitor.newPage();
  await payer.goto(link);
  await expect(payer.getByRole('img', { name: 'Código QR del link de pago' })).toBeVisible();
  // The console was left on /sandbox#pagos: it pays the link's own payment.
  await payLinkOnConsole(consola, codigo);
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
  const { token, consola } = await createPaymentLink(page, codigo);

  // A public page: a visitor opens it and sees the link's QR (a real PNG) and its total.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const payer = await visitor.newPage();
  const response = await payer.goto(`/qr-temporal/${token}`);
  expect(response?.status()).toBe(200);
  await expect(payer.getByRole('heading', { level: 1, name: 'QR de pago' })).toBeVisible();
  const qr = payer.getByRole('img', { name: 'Código QR del link de pago' });
  await expect(qr).toBeVisible();
  // visible comes with the element's box, the PNG may still be loading: wait for its pixels
  await expect.poll(() => qr.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
  const link = (await (await payer.request.get(`/api/link-pago/${token}`)).json()) as { result: { total: number } };
  await expect(payer.getByTestId('link-total')).toHaveText(`Gs. ${link.result.total.toLocaleString('de-DE')}`);

  await payLinkOnConsole(consola, codigo);
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
