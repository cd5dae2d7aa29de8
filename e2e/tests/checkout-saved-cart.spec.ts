import { expect, test } from '../support/test';
import { untilProductInteractive } from '../support/catalog/catalog-pages';
import { headers } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { placeCashOrder } from '../support/checkout/order-summary';

test('the saved cart is the cart: an add saves it whole, another tab sees it, the order finishes it', async ({ page, context }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const other = await context.newPage();
  await other.goto('/nosotros');
  await expect(other.getByTestId('cart-count')).toHaveText('0');

  await page.goto(`/producto/${product!.codigo}/producto`);
  await untilProductInteractive(page);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT');
  await page.getByTestId('cat-detail-add').click();
  const res = await saved;
  expect(res.ok()).toBeTruthy();
  const { carritoId, carrito } = ((await res.json()) as { result: { carritoId: number; carrito: { items: { codigo: number; quantity: number }[] } } }).result;
  expect(carrito.items).toEqual([expect.objectContaining({ codigo: product!.codigo, quantity: 1 })]);
  // the server's cart is that one: its id is the one an order closes
  const kept = await page.request.get('/api/cart/actual', { headers });
  expect(((await kept.json()) as { result: { carritoId: number } }).result.carritoId).toBe(carritoId);
  // The other tab's header count follows (the saving tab tells the others once the server has the cart).
  await expect(other.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/carrito');
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await placeCashOrder(page);
  await expect(other.getByTestId('cart-count')).toHaveText('0');
  // On the server the ordered cart is finished: a later change leaves it as it is, and the customer's cart is empty.
  const state = await page.request.post('/api/cart/delete', { headers, data: { carritoId, codigo: product!.codigo } });
  expect((await state.json()).result).toEqual({ carritoId, estado: 'FINALIZADO' });
  await expect
    .poll(async () => ((await (await page.request.get('/api/cart/actual', { headers })).json()) as { result: { carrito: { items: unknown[] } | null } }).result.carrito?.items ?? [])
    .toEqual([]);
});
