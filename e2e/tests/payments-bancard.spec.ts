import { expect, test } from '../support/test';
import { bancardPorts, startBancardStack } from '../support/payments/bancard-stack';
import { customerWithAddress } from '../support/checkout/checkout-data';
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

  test('a Zimple payment opens Bancard.Zimple’s frame (/checkout/zimple/new), not the card frame; the code sent to the phone pays it', async ({ page }) => {
    await checkoutPayingWith(page, METHOD.zimple, `http://localhost:${bancardPorts.api}`, '0981123456');
    await expect(page).toHaveURL(/\/procesar-pago$/);
    const codigo = (await page.getByTestId('payment-order').textContent())!;
    await expect(page.getByRole('heading', { name: 'Pago con Zimple' })).toBeVisible();
    const frame = page.locator('iframe[title="Pago con Zimple"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${stack!.standInUrl}/checkout/zimple/new\\?process_id=\\w+$`));
    const zimple = page.frameLocator('iframe[title="Pago con Zimple"]');
    await expect(zimple.getByText('Enviamos un código al 0981123456.', { exact: false })).toBeVisible();
    await zimple.getByLabel('Código recibido').fill('1234');
    await zimple.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
    expect(await orderState(page, codigo)).toBe('PROC');
  });

  test('/tarjetas/agregar mounts Bancard.Cards: the catastro frame at /checkout/register_card/new; the card registered there is the shop’s', async ({ page }) => {
    await customerWithAddress(page, `http://localhost:${bancardPorts.api}`);
    await page.goto('/tarjetas/agregar');
    const frame = page.locator('iframe[title="Registrar tarjeta"]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${stack!.standInUrl}/checkout/register_card/new\\?process_id=\\w+$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
    const catastro = page.frameLocator('iframe[title="Registrar tarjeta"]');
    await catastro.getByLabel('Número de tarjeta').fill(CARDS.approved);
    await catastro.getByLabel('Vencimiento (MM/AA)').fill('12/39');
    await catastro.getByLabel('CVV').fill('123');
    await catastro.getByRole('button', { name: 'Agregar tarjeta' }).click();
    const ask = page.getByRole('dialog', { name: 'Desea agregar la tarjeta por defecto?' });
    await expect(ask).toContainText('4242 42** **** 4242');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/mis-tarjetas$/);
    await expect(page.getByText('4242 42** **** 4242')).toBeVisible();
  });
});
