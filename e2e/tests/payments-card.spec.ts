import { expect, test } from '../support/test';
import { untilInteractive } from '../support/platform';
import { serverCartLines } from '../support/checkout/cart-data';
import { CARDS, METHOD, checkoutPayingWith, orderState, payInFrame } from '../support/payments/payments-data';

test('card approved in the provider frame: completion, order preparing, cart cleared', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  await expect(page.getByRole('link', { name: 'Editar mi carrito.' })).toBeVisible();
  // The cart is kept while the payment is pending.
  expect(await serverCartLines(page.request)).toHaveLength(1);

  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  expect(await orderState(page, codigo)).toBe('PROC');
  await expect.poll(async () => (await serverCartLines(page.request)).length).toBe(0);
});

test('card declined, then retried with an approved card', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  await payInFrame(page, CARDS.declined);
  await expect(page.getByText('Vaya algo no salio bien...')).toBeVisible();
  await expect(page.getByTestId('payment-failure-details')).toHaveText('Tarjeta rechazada por el emisor');
  expect(await orderState(page, codigo)).toBe('GENE');

  await page.getByRole('button', { name: 'Reintentar' }).click();
  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  expect(await orderState(page, codigo)).toBe('PROC');
});

test('a card asking for 3-D Secure is paid after the bank code', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  const frame = await payInFrame(page, CARDS.threeDs);
  await expect(frame.getByRole('heading', { name: 'Autenticación 3-D Secure' })).toBeVisible();
  await frame.getByLabel('Código de verificación').fill('123456');
  await frame.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  expect(await orderState(page, codigo)).toBe('PROC');
});

test('the payment page reloaded keeps the payment under way (after a retry, the new one), and is paid', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  // the first payment's frame, read before paying: once it is declined the page shows the failure in its place
  const declinedSrc = (await page.locator('iframe.pay-frame').getAttribute('src'))!;
  await payInFrame(page, CARDS.declined);
  await expect(page.getByText('Vaya algo no salio bien...')).toBeVisible();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('iframe.pay-frame')).not.toHaveAttribute('src', declinedSrc);
  const frameSrc = (await page.locator('iframe.pay-frame').getAttribute('src'))!;

  // the payment under way is the page's history entry, which a reload keeps
  await page.reload();
  await expect(page.getByTestId('payment-order')).toHaveText(codigo);
  await expect(page.locator('iframe.pay-frame')).toHaveAttribute('src', frameSrc);
  // the page listens to its frame once the checkout's code has hydrated it
  await untilInteractive(page);
  await page.waitForLoadState('networkidle');
  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  expect(await orderState(page, codigo)).toBe('PROC');

  // paid: nothing is under way any more
  await page.goto('/procesar-pago');
  await expect(page.getByText('No hay un pago en curso.')).toBeVisible();
});
