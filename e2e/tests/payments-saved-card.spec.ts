import { expect, test } from '@playwright/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { orderState } from '../support/payments/payments-data';

test('a card registered in the catastro frame pays an order after 3-D Secure on /autorizacion-pago', async ({ page }) => {
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

  // An order paid with the saved card (tarjeta_catastrada): the payment answers a process_id.
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const placed = await page.request.post('/api/peticiones/web', {
    headers,
    form: {
      formaPagoCodigo: '97',
      direccionCodigo: String(address.codigo),
      tipoEntrega: 'inmediata',
      detalles: JSON.stringify([{ productoCodigo: product!.codigo, cantidad: 1, esRegalo: false }]),
      bolsa: '0',
      oncologico: 'false',
      aliasToken: cards.data.cards[0]!.alias_token,
    },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const { codigo } = (await placed.json()) as { codigo: number };
  const started = await page.request.post(`/api/peticiones/pago-en-linea/${codigo}`, { headers, data: { formaPago: 'tarjeta_catastrada', aliasToken: cards.data.cards[0]!.alias_token } });
  const { process_id } = (await started.json()) as { process_id: string };

  // The checkout navigates with the process_id in navigation state, as routeAfterOrder does.
  await page.goto('/nosotros');
  await page.evaluate((state) => history.pushState({ usr: state, key: 'pago', idx: 1 }, '', '/autorizacion-pago'), {
    process_id,
    paymentType: 'tarjeta_catastrada',
    codigo,
    aliasToken: cards.data.cards[0]!.alias_token,
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Editar mi carrito' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Autenticación 3-D Secure"]');
  await expect(frame.getByText('555555******4444')).toBeVisible();
  await frame.getByLabel('Código de verificación').fill('123456');
  await frame.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  expect(await orderState(page, codigo)).toBe('PROC');
});
