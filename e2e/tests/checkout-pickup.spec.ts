import { expect, test } from '../support/test';
import { branchWithStock, customerWithAddress, openCartWith, openCheckoutWith, orderOf, priced, productsInStock } from '../support/checkout/checkout-data';
import { headers } from '../support/access/access-data';
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

test('"Retirar aquí" in the nearest branches shows that branch in the selects', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  // a branch lacking the product, whose nearest open branches have it
  const branches = ((await (await page.request.get('/api/sucursales', { headers })).json()) as { results: { codigo: number; descripcion: string; ciudadCodigo: number }[] }).results;
  const cityOf = new Map(branches.map((b) => [b.codigo, b.ciudadCodigo]));
  let found: { from: number; to: { codigo: number; descripcion: string } } | null = null;
  for (const b of branches) {
    const r = (await priced(page.request, [{ codigo: product!.codigo, cantidad: 12 }], { office: b.codigo })) as
      | (Awaited<ReturnType<typeof priced>> & { sucursalesCercanas: { codigo: number; descripcion: string; existencias: { existencia: number }[] }[] })
      | null;
    // in another city: the city and branch selects must follow
    const near = r?.detallesSinStock.length
      ? r.sucursalesCercanas.find((n) => cityOf.get(n.codigo) !== b.ciudadCodigo && n.existencias.every((e) => e.existencia >= 12))
      : undefined;
    if (near) {
      found = { from: b.codigo, to: near };
      break;
    }
  }
  expect(found, 'a branch lacking the product with a nearby one that has it').not.toBeNull();
  await openCartWith(page, [{ product: product!, quantity: 12 }]);
  // pickup at that branch, a change this browser holds and has not sent yet (as while offline): the page sends it
  await page.evaluate((office) => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    localStorage.setItem('cart', JSON.stringify({ ...cart, delivery: false, address: null, office: { label: 'x', value: office }, synced: false }));
  }, found!.from);
  await page.reload();
  await page.getByRole('button', { name: 'Ver sucursales cercanas' }).click();
  await page.getByTestId('nearest-branch').filter({ hasText: found!.to.descripcion }).getByRole('button', { name: 'Retirar aquí' }).click();
  await expect(page.getByTestId('chosen-branch')).toContainText(`Retirás en ${found!.to.descripcion}`);
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(sucursal).toHaveValue(String(found!.to.codigo));
  await expect(sucursal.locator('option:checked')).toHaveText(found!.to.descripcion);
});
