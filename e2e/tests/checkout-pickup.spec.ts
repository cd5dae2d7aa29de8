import { expect, test } from '../support/test';
import { branchWithStock, customerWithAddress, openCheckoutWith, orderOf } from '../support/checkout/checkout-data';

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
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-place')).toContainText(branch.descripcion);
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  const order = await orderOf(page, codigo);
  expect(order.direccion).toBeNull();
  expect(order.pedido.sucursal?.codigo).toBe(branch.codigo);
});
