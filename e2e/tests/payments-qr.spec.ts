import { expect, test } from '../support/test';
import { METHOD, checkoutPayingWith, consoleAction, orderState } from '../support/payments/payments-data';

const POLL = { timeout: 25_000 };

for (const [name, method, path] of [
  ['pago_qr', METHOD.qr, '/procesar-pago-qr'],
  ['pago_qr_cabal', METHOD.cabal, '/pago-qr-sicoop'],
  ['pago_qr_blupy', METHOD.blupy, '/pago-qr-blupy'],
] as const) {
  test(`${name}: a real QR, paid from the sandbox console, leads to completion`, async ({ page }) => {
    await checkoutPayingWith(page, method);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const codigo = (await page.getByTestId('payment-order').textContent())!;
    const img = page.getByRole('img', { name: 'Código QR del pago' });
    await expect(img).toBeVisible();
    // A decodable PNG drawn by the qrcode library, not a placeholder.
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByRole('link', { name: 'Descargar a la galería' })).toHaveAttribute('download', `qr-pedido-${codigo}.png`);
    await expect(page.getByTestId('qr-token')).not.toBeEmpty();

    expect(await consoleAction(page, codigo, 'Pagar')).toContain('APROBADO');
    await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`), POLL);
    expect(await orderState(page, codigo)).toBe('PROC');
  });

  test(`${name}: the wait expires after 5 minutes`, async ({ page }) => {
    await page.clock.install();
    await checkoutPayingWith(page, method);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('img', { name: 'Código QR del pago' })).toBeVisible();
    await page.clock.fastForward('05:01');
    await expect(page.getByTestId('qr-error')).toContainText('Expiro el tiempo para realizar el pago.', POLL);
  });
}

test('pago_qr reversed with PETICION_RECALCULADO_TOPE returns to the cart; the order is annulled', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.qr);
  await expect(page).toHaveURL(/\/procesar-pago-qr$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  // Paid and reversed before the page sees the payment.
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  const row = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first();
  await row.getByRole('button', { name: 'Pagar' }).click();
  const paid = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first();
  await paid.getByLabel('Motivo').selectOption('PETICION_RECALCULADO_TOPE');
  await paid.getByRole('button', { name: 'Revertir' }).click();
  await expect(consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().locator('td.estado')).toContainText('REVERSADO');
  await consola.close();
  await expect(page).toHaveURL(/\/carrito$/, POLL);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await orderState(page, codigo)).toBe('ANUL');
});

test('pago_qr_cabal reversed shows the reversed-payment message', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.cabal);
  await expect(page).toHaveURL(/\/pago-qr-sicoop$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  await consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().getByRole('button', { name: 'Pagar' }).click();
  await consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().getByRole('button', { name: 'Revertir' }).click();
  await consola.close();
  await expect(page.getByTestId('qr-error')).toContainText('No se pudo generar el pedido. Su pago fue reversado.', POLL);
  expect(await orderState(page, codigo)).toBe('ANUL');
});

test('pago_qr_blupy reversed shows the reversed-payment error', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.blupy);
  await expect(page).toHaveURL(/\/pago-qr-blupy$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  await consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().getByRole('button', { name: 'Pagar' }).click();
  await consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().getByRole('button', { name: 'Revertir' }).click();
  await consola.close();
  await expect(page.getByTestId('qr-error')).toContainText('No se pudo generar el pedido. Su pago fue reversado.', POLL);
});
