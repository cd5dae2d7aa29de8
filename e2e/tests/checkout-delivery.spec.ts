import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, openCheckoutWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { conversionOf, purchasesIn } from '../support/checkout/purchase-analytics';
import { confirmOrder } from '../support/checkout/order-summary';
import { serverCartLines } from '../support/checkout/cart-data';

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

  const conversion = page.waitForResponse((r) => r.url().endsWith('/api/analitica/conversiones') && r.request().method() === 'POST');
  await continuar.click();
  await confirmOrder(page, 'Tocar el timbre del portón');
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  await expect(page.getByTestId('order-payment')).toContainText(/Efectivo/i);
  // the summary's observation is saved with the order
  await expect(page.getByTestId('order-observation')).toHaveText('Tocar el timbre del portón');

  // Purchase analytics: one GA4 purchase in the data layer, with the analytics price of each line, and the
  // server's conversion recorded for this order.
  expect((await (await conversion).json()).result.registrada).toBe(true);
  await expect.poll(() => purchasesIn(page)).toHaveLength(1);
  const lines = (await (await page.request.get(`/api/peticiones/${codigo}`, { headers })).json()).result.detalles as {
    cantidad: number;
    precio: number;
    producto: { codigo: number; descripcion: string };
  }[];
  expect((await purchasesIn(page))[0]).toEqual({
    event: 'purchase',
    ecommerce: {
      transaction_id: codigo,
      value: subtotal + delivery,
      currency: 'PYG',
      items: lines.map((l) => ({ item_id: String(l.producto.codigo), item_name: l.producto.descripcion, price: l.precio, quantity: l.cantidad })),
    },
  });
  expect(lines.map((l) => l.producto.codigo).sort()).toEqual(products.map((p) => p.codigo).sort());
  // A reload does not count the order again: the API already has its one conversion.
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/analitica/conversiones') && r.request().method() === 'POST');
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  expect((await (await reloaded).json()).result.registrada).toBe(false);
  expect(await purchasesIn(page)).toEqual([]);
  const again = await conversionOf(page, codigo);
  expect(again.status).toBe(200);
  expect(again.body.result?.registrada).toBe(false);
  expect(again.body.result?.evento.ecommerce.transaction_id).toBe(codigo);
  await expect(page.getByTestId('order-place')).toContainText(address.calle);
  await expect(page.getByTestId('order-total')).toHaveText(gs(subtotal + delivery));

  const order = await orderOf(page, codigo);
  expect(order).toMatchObject({ codigo: Number(codigo), total: subtotal + delivery, formaPago: { codigo: 1 }, direccion: { codigo: address.codigo } });
  // The shopper's cart starts again, empty: on the page and on the server.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect.poll(() => serverCartLines(page.request)).toEqual([]);
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
  await page.getByRole('dialog', { name: 'Resumen del pedido' }).getByRole('button', { name: 'Confirmar pedido' }).dblclick();
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
