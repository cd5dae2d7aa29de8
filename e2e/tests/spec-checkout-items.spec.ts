import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { placeOrder } from '../support/account/account-data';
import { serverCart } from '../support/checkout/cart-data';
import { customerWithAddress, DEMO_CODES, demoProductAt, openCheckoutWith, pickupElsewhereCase, productsInStock } from '../support/checkout/checkout-data';
import { placeCashOrder } from '../support/checkout/order-summary';
import { ProductDetail } from '../support/catalog/catalog-pages';
import { untilMapReady } from '../support/platform';

const SUPPLIER_NOTE = 'Los pedidos sujetos a stock del proveedor se confirman dentro de las 12 horas hábiles.';

interface PlacedOrder {
  codigo: number;
  tokenPeticion: string;
  stockProveedor: boolean;
}

const readOrder = async (request: import('@playwright/test').APIRequestContext, codigo: number | string) => {
  const res = await request.get(`/api/peticiones/${codigo}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: PlacedOrder }).result;
};

test("an order with a product from the supplier's stock says it is confirmed within 12 business hours, by code and by token; one without does not", async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const place = { address: address.codigo };
  const supplied = await demoProductAt(page.request, DEMO_CODES.supplierStock, place);
  const own = (await productsInStock(page.request, place, 8)).find((p) => !(DEMO_CODES.supplierStock as readonly number[]).includes(p.codigo))!;

  // the supplier's product, ordered through the checkout as a shopper does
  await openCheckoutWith(page, [supplied]);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await placeCashOrder(page);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  await expect(page.getByTestId('supplier-stock-note')).toHaveText(SUPPLIER_NOTE);
  const stored = await readOrder(page.request, codigo);
  expect(stored.stockProveedor).toBe(true);

  // the same order reached by its tokenPeticion: the page is drawn from GET /peticiones/solicitud/{token}, the
  // document answers 200 (a token that names no order of this customer answers 404, platform-not-found.spec.ts)
  const byToken = await page.goto(`/compra-finalizada/${stored.tokenPeticion}`);
  expect(byToken?.status()).toBe(200);
  await expect(page.getByTestId('order-number')).toHaveText(codigo);
  await expect(page.getByTestId('order-place')).toContainText(`Casa — ${address.calle} ${address.numero}`);
  await expect(page.getByTestId('supplier-stock-note')).toHaveText(SUPPLIER_NOTE);

  // an order of the shop's own stock only: no word of the supplier
  const plain = await placeOrder(page.request, address.codigo, [{ codigo: own.codigo, cantidad: 1 }]);
  expect((await readOrder(page.request, plain)).stockProveedor).toBe(false);
  await page.goto(`/compra-finalizada/${plain}`);
  await expect(page.getByTestId('order-number')).toHaveText(String(plain));
  await expect(page.getByTestId('order-total')).toContainText('Gs.');
  await expect(page.getByTestId('supplier-stock-note')).toHaveCount(0);
  await expect(page.getByText(/stock del proveedor/)).toHaveCount(0);
});

test('"Retirar aquí" in the nearest branches, after choosing a branch in the selects as a new customer does, puts that branch in the Sucursal select', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  // a branch without the product whose nearest open branch (another city) has it
  const { product, from, to } = await pickupElsewhereCase(page.request, address.codigo, 1);

  // the product page's button fills the cart, then the cart page
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  await page.goto(`/producto/${product.codigo}/producto`);
  await new ProductDetail(page).addToCart();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  const departamento = page.getByRole('combobox', { name: 'Departamento' });
  const ciudad = page.getByRole('combobox', { name: 'Ciudad' });
  const sucursal = page.getByRole('combobox', { name: 'Sucursal' });
  await expect(departamento.getByRole('option', { name: from.departamento, exact: true })).toBeAttached();
  await departamento.selectOption({ label: from.departamento });
  await expect(ciudad.getByRole('option', { name: from.ciudad, exact: true })).toBeAttached();
  await ciudad.selectOption({ label: from.ciudad });
  await expect(sucursal.getByRole('option', { name: from.descripcion, exact: true })).toBeAttached();
  await sucursal.selectOption({ label: from.descripcion });
  await expect(page.getByTestId('chosen-branch')).toContainText(`Retirás en ${from.descripcion}`);

  await expect(page.getByTestId('stock-problems')).toContainText('Algunos productos se encuentran sin stock en la sucursal...');
  await page.getByRole('button', { name: 'Ver sucursales cercanas' }).click();
  await page.getByTestId('nearest-branch').filter({ has: page.locator('strong').getByText(to.descripcion, { exact: true }) }).getByRole('button', { name: 'Retirar aquí' }).click();

  await expect(page.getByTestId('chosen-branch')).toContainText(`Retirás en ${to.descripcion}`);
  await expect(sucursal).toHaveValue(String(to.codigo));
  await expect(sucursal.locator('option:checked')).toHaveText(to.descripcion);
  await expect(ciudad.locator('option:checked')).toHaveText(to.ciudad);
  await expect(departamento.locator('option:checked')).toHaveText(to.departamento);
  await expect(page.getByTestId('stock-problems')).toHaveCount(0);
  // and after a reload, from the cart the server keeps once it has taken the change: the branch with its address
  await expect.poll(async () => (await serverCart(page.request))?.office?.value).toBe(to.codigo);
  await page.reload();
  await expect(page.getByTestId('chosen-branch')).toHaveText(`Retirás en ${to.descripcion} — ${to.direccion}`);
  await expect(sucursal.locator('option:checked')).toHaveText(to.descripcion);
});

test("a shared cart that cannot be loaded says 'Ocurrio un error'", async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/carrito/decode') && r.request().method() === 'POST');
  await page.goto('/compartir-carrito/EnlaceQueNoExiste123');
  expect((await answer).ok()).toBe(false);
  const shared = page.getByTestId('shared-cart-page');
  await expect(shared.getByRole('alert')).toHaveText('Ocurrio un error');
  await expect(shared.getByRole('heading', { name: 'Lo sentimos! No pudimos recuperar tus datos' })).toBeVisible();
  await expect(page).toHaveURL(/\/compartir-carrito\/EnlaceQueNoExiste123$/);
});

test('the checkout map shows a branch found by its number at zoom 18', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, [product!]);
  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await page.getByRole('button', { name: 'Ver sucursales' }).click();
  const modal = page.getByRole('dialog', { name: 'Sucursales' });
  const map = modal.getByTestId('shop-map');
  await untilMapReady(map);
  // every branch of the country in view: far below the fit's most zoom (15)
  await expect(map).toHaveAttribute('data-map-zoom', /^\d+(\.\d+)?$/);
  expect(Number(await map.getAttribute('data-map-zoom'))).toBeLessThan(15);
  await modal.getByRole('searchbox', { name: 'Buscar sucursal' }).fill('12');
  await expect(map.getByTestId('branch-popup')).toContainText('PUNTO 12');
  await expect(map).toHaveAttribute('data-map-zoom', '18');
});
