import { expect, test } from '../support/test';
import { bancardPorts, startBancardStack } from '../support/payments/bancard-stack';
import { CARDS, METHOD, checkoutPayingWith, orderState, payInFrame } from '../support/payments/payments-data';

test.describe('with Bancard vPOS configured (PAYMENT_PROVIDER_CARDS=bancard, its stand-in)', () => {
  let stack: import('../support/payments/bancard-stack').BancardStack | null = null;
  test.use({ baseURL: `http://localhost:${bancardPorts.host}` });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startBancardStack();
  });
  test.afterAll(async () => stack?.stop());

  test('a card paid in Bancard’s frame: the script 4.0.0 from Bancard’s address, the signed confirmation, the order paid', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await checkoutPayingWith(page, METHOD.pagoUnico, `http://localhost:${bancardPorts.api}`);
    await expect(page).toHaveURL(/\/procesar-pago$/);
    const codigo = (await page.getByTestId('payment-order').textContent())!;

    // The frame is Bancard's (the stand-in's origin), mounted by its checkout script with the payment's process_id.
    const frame = page.locator('iframe[title="Pago con tarjeta"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${stack!.standInUrl}/checkout/new\\?process_id=\\w+$`));
    expect(scripts).toContain(`${stack!.standInUrl}/checkout/javascript/dist/bancard-checkout-4.0.0.js`);
    expect(await orderState(page, codigo)).toBe('GENE');

    // Bancard confirms to the API (signed) before the frame posts payment_success: the completion page, the order paid.
    await payInFrame(page, CARDS.approved);
    await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
    await expect(page.getByTestId('order-number')).toHaveText(codigo);
    expect(await orderState(page, codigo)).toBe('PROC');
  });
});
