import { expect, test } from '../support/test';
import { serverCart } from '../support/checkout/cart-data';
import { branchWithStock, customerWithAddress, openCartWith, openCheckoutWith, orderOf, pickupElsewhereCase } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('pickup at a branch chosen with the department, city and branch selects', async ({ page }) => {
  await customerWithAddress(page);
  const { branch, product } = await branchWithStock(page.request);
  await openCheckoutWith(page, [product]);

  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  const departamento = page.getByRole('combobox', { name: 'Departamento' });
  await expect(departamento.getByRole('option', { name: branch.departamento, exact: true })).toBeAttached();
  await departamento.selectOption({ label: branch.departamento });
  // Going back to no department asks for it, and for the city and the branch.
  await departamento.selectOption({ index: 0 });
  await expect(page.getByText('Departamento es requerido')).toBeVisible();
  await expect(page.getByText('Sucursal es requerido')).toBeVisible();
  await departamento.selectOption({ label: branch.departamento });
  const ciudad = page.getByRole('combobox', { name: 'Ciudad' });
  await expect(ciudad.getByRole('option', { name: branch.ciudad, exact: true })).toBeAttached();
  await ciudad.selectOption({ label: branch.ciudad });
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(sucursal.getByRole('option', { name: branch.descripcion, exact: true })).toBeAttached();
  await sucursal.selectOption({ label: branch.descripcion });
  await expect(page.getByTestId('chosen-branch')).toContainText(branch.descripcion);
  await expect(page.getByText('Sucursal es requerido')).toBeHidden();
  // No delivery cost when picking up.
  await expect(page.getByTestId('summary-delivery')).toHaveCount(0);

  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  const total = await page.getByTestId('summary-total').textContent();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-place')).toContainText(branch.descripcion);
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  const order = await orderOf(page, codigo);
  expect(order.direccion).toBeNull();
  expect(order.pedido.sucursal?.codigo).toBe(branch.codigo);
});

test('"Retirar aquí" in the nearest branches shows that branch in the selects, with its address after a reload', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  // a branch lacking the product, whose nearest open branch (in another city) has 12 of it
  const { product, from, to } = await pickupElsewhereCase(page.request, address.codigo, 12);
  // the cart on the server: pickup at that branch
  await openCartWith(page, [{ product, quantity: 12 }], false, { delivery: false, address: null, office: { label: from.descripcion, value: from.codigo } });
  await page.getByRole('button', { name: 'Ver sucursales cercanas' }).click();
  await page.getByTestId('nearest-branch').filter({ hasText: to.descripcion }).getByRole('button', { name: 'Retirar aquí' }).click();
  await expect(page.getByTestId('chosen-branch')).toHaveText(`Retirás en ${to.descripcion} — ${to.direccion}`);
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(sucursal).toHaveValue(String(to.codigo));
  await expect(sucursal.locator('option:checked')).toHaveText(to.descripcion);
  // once the server keeps the choice, the reloaded page is drawn from its copy: the branch keeps its address
  await expect.poll(async () => (await serverCart(page.request))?.office?.value).toBe(to.codigo);
  await page.reload();
  await expect(page.getByTestId('chosen-branch')).toHaveText(`Retirás en ${to.descripcion} — ${to.direccion}`);
});
