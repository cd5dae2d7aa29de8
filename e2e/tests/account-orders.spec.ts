import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { loggedInCustomer, placeOrder } from '../support/account/account-data';
import { productsInStock } from '../support/checkout/checkout-data';
import { putCart, serverCartLines } from '../support/checkout/cart-data';

test('an order placed at checkout is listed at once; its detail re-orders into the cart, summing by product', async ({ page }) => {
  await loggedInCustomer(page);
  const created = await page.request.post('/api/direcciones', {
    headers,
    data: { nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', ubicacionCodigo: 9042, latitud: -25.2946, longitud: -57.5806, default: 'S' },
  });
  const address = ((await created.json()) as { result: { codigo: number } }).result.codigo;
  const [a, b] = await productsInStock(page.request, { address }, 2);
  const codigo = await placeOrder(page.request, address, [
    { codigo: a!.codigo, cantidad: 2 },
    { codigo: b!.codigo, cantidad: 1 },
  ]);

  await page.goto('/mis-pedidos');
  const month = page.getByLabel('Mes de los pedidos');
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Asuncion', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  await expect(month).toHaveValue(now);
  const enProceso = page.getByRole('region', { name: 'En proceso' });
  const item = enProceso.getByTestId('order-item').filter({ hasText: `Pedido #${codigo}` });
  await expect(item).toContainText('Pendiente');
  await expect(item).toContainText('Delivery');
  await expect(page.getByRole('region', { name: 'Mis productos más solicitados' })).toContainText(a!.descripcion);

  // an earlier month without orders shows the empty state
  await month.fill('2024-01');
  await expect(page.getByText('No tenés pedidos en este mes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a comprar' })).toHaveAttribute('href', '/');
  await month.fill(now);

  await page.getByRole('link', { name: `Ver pedido ${codigo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido/${codigo}$`));
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByText('Costo de envío')).toBeVisible();
  await expect(page.getByText(/Forma de pago: Efectivo/i)).toBeVisible();
  // a delivery goes to the customer's address, not to the branch that dispatches it
  await expect(page.getByTestId('order-place')).toHaveText('Delivery: Casa — Avda. Mariscal López 3045');

  // the cart already holds one unit of the first product: re-ordering sums 1 + 2
  await putCart(page.request, [{ product: a!, quantity: 1 }]);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Volver a pedir' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  // the cart on the server, once the browser's changes have reached it
  await expect
    .poll(async () => (await serverCartLines(page.request)).map((i) => [i.codigo, i.quantity]).sort())
    .toEqual([[a!.codigo, 3], [b!.codigo, 1]].sort());

  // another customer's order does not exist for this one
  const other = await page.request.get(`/api/clientes/pedidos/${codigo + 100000}`, { headers });
  expect(other.status()).toBe(404);
  // nor its pages: the documents answer 404 and say themselves they are not to be indexed
  for (const path of [`/pedido/${codigo + 100000}`, `/compra-finalizada/${codigo + 100000}`]) {
    const doc = await page.request.get(path);
    expect(doc.status(), path).toBe(404);
    expect(await doc.text(), path).toContain('<meta name="robots" content="noindex">');
  }
  expect((await page.request.get(`/pedido/${codigo}`)).status()).toBe(200);
});
