import { expect, test } from '../support/test';
import { serverCart } from '../support/checkout/cart-data';
import { branchWithStock, customerWithAddress, openCheckoutWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { headers } from '../support/access/access-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('a gift line and the observation go with the order, through the summary', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, [product!]);
  // the simple-cart layout: the logo and the cart, no search box nor category menu around the checkout
  await expect(page.locator('[data-layout="simple-cart"]')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveCount(0);
  await expect(page.getByTestId('app-version')).toHaveText('Versión 1.10.13 · production');

  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  // single payment is chosen until another method is; no promotion applies, so the total is 'Total sin promo'
  await expect(page.getByRole('radio', { name: /^Pago Único/ })).toBeChecked();
  await expect(page.getByText('Total sin promo')).toBeVisible();
  await page.getByRole('radio', { name: /Efectivo/ }).check();

  const gift = page.getByRole('checkbox', { name: 'Es para regalo' });
  await gift.check();
  await expect(gift).toBeChecked();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  const summary = page.getByRole('dialog', { name: 'Resumen del pedido' });
  await expect(summary.getByTestId('order-summary')).toContainText(`Para regalo${product!.descripcion}`);
  await confirmOrder(page, 'Envolver sin precio, por favor');
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-observation')).toHaveText('Envolver sin precio, por favor');
  const res = await page.request.get(`/api/peticiones/${codigo}`, { headers });
  const order = (await res.json()).result as { observacion: string; detalles: { esRegalo: boolean; producto: { codigo: number } }[] };
  expect(order.observacion).toBe('Envolver sin precio, por favor');
  expect(order.detalles).toEqual([expect.objectContaining({ esRegalo: true, producto: expect.objectContaining({ codigo: product!.codigo }) })]);
  expect((await orderOf(page, codigo)).formaPago.codigo).toBe(1);
});

test("'Eliminar productos' clears the pickup branch too", async ({ page }) => {
  await customerWithAddress(page);
  const { branch, product } = await branchWithStock(page.request);
  await openCheckoutWith(page, [product]);
  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await page.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: branch.departamento });
  const ciudad = page.getByRole('combobox', { name: 'Ciudad' });
  await expect(ciudad.getByRole('option', { name: branch.ciudad, exact: true })).toBeAttached();
  await ciudad.selectOption({ label: branch.ciudad });
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(sucursal.getByRole('option', { name: branch.descripcion, exact: true })).toBeAttached();
  await sucursal.selectOption({ label: branch.descripcion });
  await expect(page.getByTestId('chosen-branch')).toContainText(branch.descripcion);
  await expect.poll(async () => (await serverCart(page.request))?.office?.value).toBe(branch.codigo);

  await page.getByRole('button', { name: 'Eliminar productos' }).click();
  await expect(page.getByText('Carrito vacio')).toBeVisible();
  // the cart the server keeps: no lines, no branch, home delivery again
  await expect.poll(async () => await serverCart(page.request)).toMatchObject({ items: [], office: null, delivery: true });
});

test('the payment screens wear the logo-only layout', async ({ page }) => {
  await customerWithAddress(page);
  await page.goto('/procesar-pago');
  await expect(page.locator('[data-layout="logo-only"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Botica Guaraní, ir al inicio' })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Buscar productos' })).toHaveCount(0);
});
