import { expect, test } from '../support/test';
import { ProductDetail, ProductList, SiteHeader, untilProductInteractive } from '../support/catalog/catalog-pages';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { putCart } from '../support/checkout/cart-data';
import { headers } from '../support/access/access-data';

test('browse from the header menu to a category, sort, filter by discount and paginate', async ({ page }) => {
  const header = new SiteHeader(page);
  const list = new ProductList(page);
  await page.goto('/');
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await header.openCategoryFromMenu('Medicamentos');
  await expect(page).toHaveURL(/\/categoria\/100\/medicamentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Inicio');
  await expect(list.cards()).toHaveCount(12);

  await list.sortBy('menor_precio');
  await expect(page).toHaveURL(/orderBy=menor_precio/);
  await expect(async () => {
    const prices = await list.prices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await list.filterDiscount(30);
  await expect(page).toHaveURL(/descuento=30/);
  await expect(async () => {
    const discounts = await list.discounts();
    expect(discounts.length).toBe(await list.cards().count());
    for (const d of discounts) expect(d).toBeGreaterThanOrEqual(30);
  }).toPass();

  const firstOnPage1 = await list.cards().first().getAttribute('data-codigo');
  await list.goToPage(2);
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/orderBy=menor_precio/);
  await expect(page.getByRole('navigation', { name: 'Paginación' }).locator('[aria-current="page"]')).toHaveText('2');
  await expect(list.cards().first()).not.toHaveAttribute('data-codigo', firstOnPage1 ?? '');
  const page2 = await list.prices();
  expect(page2).toEqual([...page2].sort((a, b) => a - b));
});

test('open a product from a category and add it to the cart', async ({ page }) => {
  const list = new ProductList(page);
  const detail = new ProductDetail(page);
  const header = new SiteHeader(page);
  await page.goto('/categoria/700/proteccion-solar');
  await expect(list.cards().first()).toBeVisible();
  const name = await list.nameOf(list.cards().first());
  await list.openProduct(name);
  await expect(detail.heading()).toHaveText(name);
  await expect(page.getByText('Precio exclusivo para compras vía Web.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' })).toBeVisible();

  await detail.addUnit();
  await expect(detail.quantity()).toHaveValue('2');
  await detail.addToCart();
  const toast = page.getByTestId('cart-added-toast');
  await expect(toast).toContainText('Se añadió al carrito');
  await expect(toast).toContainText('Sub total del carrito: (2 productos)');
  await expect(header.cartCount()).toHaveText('2');
});

test('a 3x2 product shows how many units activate the promotion and is listed in /productos/3x2', async ({ page }) => {
  const list = new ProductList(page);
  const detail = new ProductDetail(page);
  await page.goto('/productos/3x2');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('3x2');
  await expect(list.cards().first()).toBeVisible();
  const card = list.cards().first();
  await expect(card).toContainText('3x2');
  const name = await list.nameOf(card);
  await list.openProduct(name);
  await expect(detail.promoHint()).toContainText('Agregá 2 unidades más para activar la promoción 3x2');
  await detail.addUnit();
  await expect(detail.promoHint()).toContainText('Agregá 1 unidad más para activar la promoción 3x2');
  await detail.addUnit();
  await expect(detail.promoHint()).toContainText('¡Promoción 3x2 activada!');
});

test('a discount page lists only products with at least that discount', async ({ page }) => {
  const list = new ProductList(page);
  await page.goto('/');
  await page.getByTestId('cat-discount-badges').getByRole('link', { name: 'Productos con 50% de descuento' }).click();
  await expect(page).toHaveURL(/\/descuentos\/50$/);
  await expect(list.cards().first()).toBeVisible();
  for (const d of await list.discounts()) expect(d).toBeGreaterThanOrEqual(50);
});

test('what does not exist answers 404, and its document says noindex itself', async ({ page }) => {
  for (const path of ['/producto/999999/x', '/categoria/99999/x', '/descuentos/15']) {
    const doc = await page.request.get(path);
    expect(doc.status(), path).toBe(404);
    expect(await doc.text(), path).toContain('<meta name="robots" content="noindex">');
  }
  const home = await page.request.get('/descuentos/50');
  expect(home.status()).toBe(200);
  expect(await home.text()).not.toContain('name="robots"');
  // the catalogue's not-found view is the one titled 404, with a link home
  await page.goto('/producto/999999/x');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
});

test("a customer's product page decides its add button before it can be pressed", async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const { slug } = ((await (await page.request.get(`/api/productos/${product!.codigo}`, { headers })).json()) as { result: { slug: string } }).result;
  // the customer's cart, on the server, is delivered to their address
  await putCart(page.request, [], { cart: { delivery: true, address: { codigo: address.codigo } } });
  // the stock at the chosen address is held back: until it is known the button cannot be pressed
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const stockAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`**/api/existencia/producto/${product!.codigo}?*`, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(`/producto/${product!.codigo}/${slug}`);
  await stockAsked;
  const add = page.getByTestId('cat-detail-add');
  // the page is live (its counter takes input) and the button still waits for the stock
  await untilProductInteractive(page);
  await expect(add).toBeDisabled();
  release();
  await expect(add).toBeEnabled();
  await expect(add).toHaveText('Agregar al carrito');
});
