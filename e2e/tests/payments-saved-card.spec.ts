import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, openCheckoutWith, productsInStock } from '../support/checkout/checkout-data';
import { orderState } from '../support/payments/payments-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('a card registered in the catastro frame is offered in step 2 and pays the order after 3-D Secure on /autorizacion-pago', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  // The card registration frame (what /tarjetas/agregar embeds).
  const reg = await page.request.get('/api/bancard/catastro', { headers });
  expect(reg.ok()).toBeTruthy();
  const { process_id: registration } = (await reg.json()) as { process_id: string };
  await page.goto(`/sandbox/pagos/catastro/${registration}`);
  await page.getByLabel('Número de tarjeta').fill('5555 5555 5555 4444');
  await page.getByLabel('Vencimiento (MM/AA)').fill('10/38');
  await page.getByLabel('CVV').fill('321');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Tarjeta registrada.')).toBeVisible();
  const cards = (await (await page.request.get('/api/bancard/tarjetas', { headers })).json()) as { data: { cards: { alias_token: string; card_masked_number: string; default: string }[] } };
  expect(cards.data.cards).toEqual([expect.objectContaining({ card_masked_number: '555555******4444', default: 'S' })]);

  // The checkout: the saved card is an option of step 2 (tarjeta_catastrada) next to the other online methods.
  const products = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  const online = page.getByRole('radiogroup', { name: 'Pago online' });
  await expect(online.getByRole('radio', { name: /^Tarjetas Itaú/ })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Pago con QR' }).getByRole('radio', { name: /^QR Itaú/ })).toBeVisible();
  const saved = online.getByRole('radio', { name: /MASTERCARD 555555\*{6}4444/ });
  await saved.check();
  await expect(saved).toBeChecked();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);

  // routeAfterOrder starts the payment with the card's aliasToken and opens the 3-D Secure frame.
  await expect(page).toHaveURL(/\/autorizacion-pago$/);
  await expect(page.getByRole('link', { name: 'Editar mi carrito' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Autenticación 3-D Secure"]');
  await expect(frame.getByText('555555******4444')).toBeVisible();
  await frame.getByLabel('Código de verificación').fill('123456');
  await frame.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  expect(await orderState(page, codigo)).toBe('PROC');
});
