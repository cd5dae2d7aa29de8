import { expect, test } from '../support/test';
import { untilProductInteractive } from '../support/catalog/catalog-pages';
import { customerWithAddress, DEMO_CODES, demoProductAt, openCheckoutWith, orderOf, priced, productsInStock } from '../support/checkout/checkout-data';
import { headers } from '../support/access/access-data';
import { putCart, serverCart, serverCartLines } from '../support/checkout/cart-data';
import { conversionOf, purchasesIn } from '../support/checkout/purchase-analytics';

test('the oncology cart is kept apart from the normal one and its order ends on ?oncologico=true', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [normal] = await productsInStock(page.request, { address: address.codigo }, 1);
  const onco = await demoProductAt(page.request, DEMO_CODES.oncology, { address: address.codigo }, { oncologico: true });
  const line = (await priced(page.request, [{ codigo: onco.codigo, cantidad: 1 }], { address: address.codigo }, true))!.detalles[0]!;
  // The normal checkout does not take an oncology product.
  expect(await priced(page.request, [{ codigo: onco.codigo, cantidad: 1 }], { address: address.codigo })).toBeNull();

  await openCheckoutWith(page, [normal!]);
  await putCart(page.request, [{ product: onco, quantity: 1 }], { oncologico: true });
  await page.goto('/carrito-oncologicos');
  const oncoPage = page.getByTestId('cart-oncology-page');
  await expect(oncoPage.getByTestId('cart-line')).toHaveCount(1);
  await expect(oncoPage.getByTestId('cart-line')).toContainText(onco.descripcion.slice(0, 30));
  await expect(oncoPage.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/mundo/oncologicos');

  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  const total = await page.getByTestId('summary-total').textContent();
  await continuar.click();
  // Oncology medicines are prescription products: the acknowledgement, then the confirm dialog.
  if (line.esControlado || line.esRefrigerado) {
    await page.getByRole('dialog', { name: 'Productos controlados' }).getByRole('button', { name: 'Entendido, continuar' }).click();
  }
  const confirm = page.getByRole('dialog', { name: 'Confirmar pedido' });
  await expect(confirm).toContainText('¿Confirmás el pedido de tu carrito de oncológicos?');
  const conversions: string[] = [];
  page.on('request', (r) => r.url().includes('/api/analitica/') && conversions.push(r.url()));
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+\?oncologico=true$/);
  const codigo = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  expect((await orderOf(page, codigo)).total).toBe(Number(total!.replace(/\D/g, '')));
  // No purchase analytics nor conversion for an oncology cart, and the API would not record one either.
  await page.waitForLoadState('networkidle');
  expect(await purchasesIn(page)).toEqual([]);
  expect(conversions).toEqual([]);
  const refused = await conversionOf(page, codigo);
  expect(refused.status).toBe(422);
  expect(refused.body.errors?.[0]?.msg).toBe('Los pedidos oncológicos no registran conversiones.');

  // Only the oncology cart was closed: the normal one still holds its line.
  await expect.poll(() => serverCartLines(page.request, true)).toEqual([]);
  expect(await serverCartLines(page.request)).toEqual([{ codigo: normal!.codigo, quantity: 1 }]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1);
});

test('an oncology product goes to the oncology cart from anywhere, and a refused line can be removed from the cart', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const onco = await demoProductAt(page.request, DEMO_CODES.oncology, { address: address.codigo }, { oncologico: true });
  // A normal cart holding it from before: the calculation refuses it, the cart says so and offers removing it.
  await openCheckoutWith(page, [onco]);
  const problem = page.getByTestId('calculation-problem');
  await expect(problem).toContainText(`${onco.descripcion} se compra en el carrito oncológico.`);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await problem.getByRole('button', { name: `Quitar del carrito: ${onco.descripcion}` }).click();
  await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(0);

  // Added from its product page (the catalogue's, not the oncology world's), it fills the oncology cart.
  const detail = ((await (await page.request.get(`/api/productos/${onco.codigo}`, { headers })).json()) as { result: { slug: string } }).result;
  await page.goto(`/producto/${onco.codigo}/${detail.slug}`);
  const add = page.getByTestId('cat-detail-add');
  await expect(add).toHaveText('Agregar al carrito');
  await untilProductInteractive(page);
  await add.click();
  await expect(page.getByTestId('cart-added-toast')).toBeVisible();
  await expect.poll(async () => (await serverCart(page.request, true))?.items ?? []).toEqual([expect.objectContaining({ codigo: onco.codigo, quantity: 1, oncologico: true })]);
  expect(await serverCartLines(page.request)).toEqual([]);
});
