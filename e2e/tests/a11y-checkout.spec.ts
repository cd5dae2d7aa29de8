import { expect, test } from '../support/test';
import { CHECKOUT, PAYMENTS } from '../support/a11y-routes';
import { A11yGate, audit, describeBlocking, settle } from '../support/a11y';
import { headers } from '../support/access/access-data';
import { DEMO_CODES, customerWithAddress, demoProductAt, openCheckoutWith, productsInStock } from '../support/checkout/checkout-data';
import { putCart } from '../support/checkout/cart-data';
import { METHOD, checkoutPayingWith, createPaymentLink } from '../support/payments/payments-data';
import { confirmOrder } from '../support/checkout/order-summary';

/**
 * The accessibility gate (see a11y.spec.ts) on the checkout and the payment pages. Each test buys as a customer of
 * its own, registered for it, so this file runs beside the others, not in the lane of the seeded accounts.
 */

test('checkout: each step, the mini-cart, errors, sharing and the finished order', async ({ page, browser, baseURL }) => {
  test.setTimeout(900_000);
  const gate = new A11yGate(page);
  const { address } = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: address.codigo }, 2);
  await openCheckoutWith(page, products);
  await settle(page);
  await gate.check('checkout: paso 1 sin elegir', 'cart');

  // The mini-cart, opened from the header's cart button with the keyboard.
  await page.getByTestId('cart-button').focus();
  await expect(page.getByTestId('mini-cart')).toBeVisible();
  await gate.check('mini-carrito abierto');
  await page.keyboard.press('Escape');

  // Pickup with no department: the selects' errors.
  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  const departamento = page.getByRole('combobox', { name: 'Departamento' });
  await expect(departamento.locator('option').nth(1)).toBeAttached();
  await departamento.selectOption({ index: 1 });
  await departamento.selectOption({ index: 0 });
  await expect(page.getByText('Departamento es requerido')).toBeVisible();
  await gate.check('checkout: retiro con errores');

  // Delivery to the address, a payment method, the summary.
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await settle(page);
  await gate.check('checkout: envío a domicilio elegido');
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await gate.check('checkout: pago elegido, listo para continuar');

  // Sharing the cart, and the shared link opened by someone else.
  await page.getByRole('button', { name: 'Compartir carrito' }).click();
  const modal = page.getByRole('dialog', { name: 'Compartir carrito' });
  const link = modal.getByRole('textbox', { name: 'Enlace del carrito' });
  await expect(link).toHaveValue(/\/compartir-carrito\//);
  await gate.check('compartir carrito');
  const shared = new URL(await link.inputValue()).pathname;
  await page.keyboard.press('Escape');
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await settle(visitor);
  const sharedFindings = await audit(visitor, 'carrito compartido (llega al inicio)');
  await other.close();
  gate.routes.add('share-cart');

  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  await settle(page);
  await gate.check('compra finalizada', 'order-finished');

  // The oncology cart, empty and with an oncology product.
  await gate.visit('/carrito-oncologicos', 'cart-oncology', 'carrito oncológico');
  const oncology = await demoProductAt(page.request, DEMO_CODES.oncology, { address: address.codigo }, { oncologico: true }).catch(() => null);
  if (oncology) {
    await putCart(page.request, [{ product: oncology, quantity: 1 }], { oncologico: true });
    await gate.visit('/carrito-oncologicos', 'cart-oncology', 'carrito oncológico con un producto');
  }

  expect([...gate.routes].sort()).toEqual([...CHECKOUT].sort());
  const report = describeBlocking(sharedFindings);
  expect(report, `violaciones serias o críticas de axe-core:\n${report}`).toBe('');
  gate.assertClean();
});

test('payment pages: card frame, QR, wallets, payment link, temporary QR, 3-D Secure', async ({ page, browser, baseURL }) => {
  test.setTimeout(900_000);
  const gate = new A11yGate(page);

  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  await settle(page);
  await gate.check('pago con tarjeta (marco del proveedor)', 'process-payment');

  for (const [method, path, id] of [
    [METHOD.cabal, '/pago-qr-sicoop', 'qr-sicoop'],
    [METHOD.blupy, '/pago-qr-blupy', 'qr-blupy'],
    [METHOD.qr, '/procesar-pago-qr', 'process-payment-qr'],
  ] as const) {
    await page.context().clearCookies();
    await checkoutPayingWith(page, method);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await settle(page);
    await gate.check(`pago ${id}`, id);
  }

  // A payment link for the QR order, made on the sandbox console, opened by anyone.
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const { link, token, consola } = await createPaymentLink(page, codigo);
  await consola.close();
  const other = await browser.newContext({ baseURL });
  const payer = await other.newPage();
  const payerGate = new A11yGate(payer);
  await payerGate.visit(link, 'payment-link');
  await payerGate.visit(`/qr-temporal/${token}`, 'temporary-qr');
  await other.close();

  // A saved card: 3-D Secure on /autorizacion-pago.
  await page.context().clearCookies();
  const { address } = await customerWithAddress(page);
  const reg = (await (await page.request.get('/api/bancard/catastro', { headers })).json()) as { process_id: string };
  await page.goto(`/sandbox/pagos/catastro/${reg.process_id}`);
  await page.getByLabel('Número de tarjeta').fill('5555 5555 5555 4444');
  await page.getByLabel('Vencimiento (MM/AA)').fill('10/38');
  await page.getByLabel('CVV').fill('321');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Tarjeta registrada.')).toBeVisible();
  const products = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radiogroup', { name: 'Pago online' }).getByRole('radio', { name: /MASTERCARD 555555\*{6}4444/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/autorizacion-pago$/);
  await settle(page);
  await gate.check('autorización 3-D Secure', 'payment-authorization');

  expect([...gate.routes, ...payerGate.routes].sort()).toEqual([...PAYMENTS].sort());
  payerGate.assertClean();
  gate.assertClean();
});
