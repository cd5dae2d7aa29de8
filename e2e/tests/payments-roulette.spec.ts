import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';

test('the roulette of a paid order spins once: the result modal, then blocked', async ({ page }) => {
  const { address } = await customerWithAddress(page);
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
    },
  });
  const { codigo } = (await placed.json()) as { codigo: number };

  // Before the payment the roulette is blocked.
  await page.goto(`/ruleta-valentines-day/${codigo}`);
  await expect(page.getByText('La ruleta no está disponible para este pedido.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Girar' })).toBeDisabled();

  // Paid with a test card in the provider's frame.
  const started = await page.request.post(`/api/peticiones/pago-en-linea/${codigo}`, { headers, data: { formaPago: 'pago_unico' } });
  const { process_id } = (await started.json()) as { process_id: string };
  await page.goto(`/sandbox/pagos/checkout/${process_id}`);
  await page.getByLabel('Número de tarjeta').fill('4242424242424242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Pago aprobado.')).toBeVisible();

  // the paid order's completion page offers the roulette
  await page.goto(`/compra-finalizada/${codigo}`);
  await page.getByTestId('roulette-offer').getByRole('link', { name: '¡Girá la ruleta y ganá una Gift Card!' }).click();
  await expect(page).toHaveURL(new RegExp(`/ruleta-valentines-day/${codigo}$`));
  const girar = page.getByRole('button', { name: 'Girar' });
  await expect(girar).toBeEnabled();
  await girar.click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const message = (await page.getByTestId('roulette-message').textContent())!;
  expect(message).toMatch(/Ganaste una Gift Card de Gs\. [\d.]+! Tu código es GC-R[0-9A-F]{10}\.|Esta vez no hubo premio|Casi/);
  await expect(modal.getByRole('heading')).toHaveText(/¡Ganaste!|¡Gracias por participar!/);

  // One play per order.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Girar' })).toBeDisabled();
  const check = await page.request.get(`/api/ruleta/verificar-ruleta/${codigo}`, { headers });
  expect(((await check.json()) as { result: { btnBloquear: boolean } }).result.btnBloquear).toBe(true);
});
