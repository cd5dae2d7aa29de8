import { expect, test } from '../support/test';
import { branchWithStockFor, customerWithAddress, DEMO_CODES, demoProductAt, openCartWith, orderOf } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('a category cap exceeded blocks delivery but not pickup', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  // Infant formulas are capped at 4 units per order; the cart holds 5.
  const product = await demoProductAt(page.request, DEMO_CODES.capped, { address: address.codigo }, { cantidad: 5, ignoreCaps: true });
  const branch = await branchWithStockFor(page.request, [{ codigo: product.codigo, cantidad: 5 }]);
  await openCartWith(page, [{ product, quantity: 5 }]);

  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const line = page.getByTestId('cart-line');
  await expect(line).toContainText('Tope de hasta 4 por compra.');
  const messages = page.getByTestId('checkout-messages');
  await expect(messages).toContainText(/La cantidad total de productos en la línea .+ supera el tope permitido\. Cantidad total: 5, Tope permitido: 4/);
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeDisabled();
  // On delivery the counter cannot go further up.
  await expect(line.getByRole('button', { name: 'Agregar una unidad' })).toBeDisabled();

  // Pickup has no cap: the same cart can be ordered.
  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await page.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: branch.departamento });
  await page.getByRole('combobox', { name: 'Ciudad' }).selectOption({ label: branch.ciudad });
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(sucursal.getByRole('option', { name: branch.descripcion, exact: true })).toBeAttached();
  await sucursal.selectOption({ label: branch.descripcion });
  await expect(page.getByText(/supera el tope permitido/)).toHaveCount(0);
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const order = await orderOf(page, page.url().split('/').pop()!);
  expect(order.pedido.sucursal?.codigo).toBe(branch.codigo);
});
