import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, openCheckoutWith, orderOf, productsInStock } from '../support/checkout/checkout-data';

const gs = (n: number) => `Gs. ${n.toLocaleString('de-DE')}`;

test('a delivery checkout paying cash on delivery ends on /compra-finalizada/{codigo} with the order saved', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: address.codigo }, 2);
  await openCheckoutWith(page, products);

  // Step 1: the address, then the delivery types the calculation offers.
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  const types = page.getByRole('radiogroup', { name: 'Tipo de entrega' });
  await expect(types.getByRole('radio', { name: /Entrega inmediata|Inmediata/i })).toBeChecked();
  // Step 2: cash on delivery.
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  // Step 4: every amount is the engine's; the total adds the delivery cost.
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  const subtotal = Number((await page.getByTestId('summary-subtotal').textContent())!.replace(/\D/g, ''));
  const delivery = Number((await page.getByTestId('summary-delivery').textContent())!.replace(/\D/g, ''));
  await expect(page.getByTestId('summary-total')).toHaveText(gs(subtotal + delivery));
  await expect(page.getByTestId('cart-page').getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/bases');

  await continuar.click();
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  await expect(page.getByTestId('order-payment')).toContainText(/Efectivo/i);
  await expect(page.getByTestId('order-place')).toContainText(address.calle);
  await expect(page.getByTestId('order-total')).toHaveText(gs(subtotal + delivery));

  const order = await orderOf(page, codigo);
  expect(order).toMatchObject({ codigo: Number(codigo), total: subtotal + delivery, formaPago: { codigo: 1 }, direccion: { codigo: address.codigo } });
  // The browser's cart is closed too.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items)).toEqual([]);
});

test("a double-clicked 'Continuar' makes one order", async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();

  const orders: number[] = [];
  page.on('response', async (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/peticiones/web' && res.ok()) {
      orders.push(((await res.json()) as { codigo: number }).codigo);
    }
  });
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.dblclick();
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-number')).toHaveText(String(codigo));
  expect(new Set(orders)).toEqual(new Set([codigo]));

  // The customer has exactly this order: the one before it (codigo - 1) is not theirs or does not exist.
  expect((await orderOf(page, codigo)).codigo).toBe(codigo);
  for (const other of [codigo - 1, codigo + 1]) {
    expect((await page.request.get(`/api/peticiones/${other}`, { headers })).status()).toBe(404);
  }
});
