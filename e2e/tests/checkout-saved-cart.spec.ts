import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('the saved cart follows the browser cart: an add saves it, another tab sees it, the order finishes it', async ({ page, context }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const other = await context.newPage();
  await other.goto('/nosotros');
  await expect(other.getByTestId('cart-count')).toHaveText('0');

  await page.goto(`/producto/${product!.codigo}/producto`);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/create' && res.request().method() === 'POST');
  await page.getByTestId('cat-detail-add').click();
  const res = await saved;
  expect(res.ok()).toBeTruthy();
  const cardId = ((await res.json()) as { result: { card_id: number } }).result.card_id;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('carrito_Id'))).toBe(String(cardId));
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').cartId)).toBe(cardId);
  // The other tab's header count follows (storage event).
  await expect(other.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/carrito');
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  await expect(other.getByTestId('cart-count')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('carrito_Id'))).toBeNull();
  // On the server the saved cart is finished: a later change leaves it as it is.
  const state = await page.request.post('/api/cart/delete', { headers, data: { carritoId: cardId, codigo: product!.codigo } });
  expect((await state.json()).result).toEqual({ carritoId: cardId, estado: 'FINALIZADO' });
});
