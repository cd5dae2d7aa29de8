import { expect, type Page, test } from '../support/test';
import { PAYMENT_POLL_MS } from '@botica/shared-contracts/payments/methods';
import { METHOD, checkoutPayingWith, consoleAction, orderState } from '../support/payments/payments-data';
import { serverCart } from '../support/checkout/cart-data';

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

const reversedMessage = async (page: Page) => {
  await expect(page.getByTestId('qr-error')).toContainText('No se pudo generar el pedido. Su pago fue reversado.', POLL);
};

/**
 * A payment approved and then reversed on the console before the QR page asks again: each page shows what its
 * rules say for a reversal, and the order is annulled. The page's clock is held while the console pays and
 * reverses, so its poll (every 10 s) cannot fall between the two: a poll there sees an approved payment and
 * rightly goes to the completion page, which is another scenario (the first tests of this file).
 */
for (const { name, method, path, motivo, shows } of [
  {
    name: 'pago_qr reversed with PETICION_RECALCULADO_TOPE returns to the cart; the order is annulled',
    method: METHOD.qr,
    path: '/procesar-pago-qr',
    motivo: 'PETICION_RECALCULADO_TOPE',
    shows: async (page: Page) => {
      await expect(page).toHaveURL(/\/carrito$/, POLL);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      // the cart is marked recalculated and says why
      await expect(page.getByTestId('checkout-messages')).toContainText('Tu pago fue reversado porque el pedido superó un tope y se recalculó.');
      await expect.poll(async () => (await serverCart(page.request))?.recalculado).toBe(true);
    },
  },
  { name: 'pago_qr_cabal reversed shows the reversed-payment message', method: METHOD.cabal, path: '/pago-qr-sicoop', motivo: undefined, shows: reversedMessage },
  { name: 'pago_qr_blupy reversed shows the reversed-payment error', method: METHOD.blupy, path: '/pago-qr-blupy', motivo: undefined, shows: reversedMessage },
] as const) {
  test(name, async ({ page }) => {
    await page.clock.install();
    await checkoutPayingWith(page, method);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const codigo = (await page.getByTestId('payment-order').textContent())!;
    await expect(page.getByRole('img', { name: 'Código QR del pago' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    expect(await consoleAction(page, codigo, 'Pagar')).toContain('APROBADO');
    expect(await consoleAction(page, codigo, 'Revertir', motivo)).toContain('REVERSADO');
    // the page's next poll, then its time flows again
    await page.clock.runFor(PAYMENT_POLL_MS);
    await page.clock.resume();
    await shows(page);
    expect(await orderState(page, codigo)).toBe('ANUL');
  });
}
