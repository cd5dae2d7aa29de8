import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { untilProductInteractive } from '../support/catalog/catalog-pages';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';

/**
 * "Agregar al carrito" works before the page's code has come (decision 071): the product page's button is a plain
 * form, the server adds the product to the shopper's cart on the server and sends them to the cart, drawn from it.
 * Once the scripts run, the browser's adds go to that same cart.
 */

/** The browser as it is before the shop's scripts have come: every script request fails. */
async function withoutScripts(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().resourceType() === 'script' ? route.abort() : route.fallback();
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

const cartLines = (page: Page) => page.getByTestId('cart-page').getByTestId('cart-line');

test("a customer's click before the scripts adds the product: the cart page is drawn with it, and a later add in the browser joins it", async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [a, b] = await productsInStock(page.request, { address: address.codigo }, 2);

  const scriptsBack = await withoutScripts(page);
  await page.goto(`/producto/${a!.codigo}/producto`);
  const add = page.getByTestId('cat-detail-add');
  await expect(add).toHaveText('Agregar al carrito');
  await expect(add).toBeEnabled();
  await add.click();
  // the server's answer: the cart page, drawn from the server's cart, with the line (no script has run)
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page).first()).toContainText(a!.descripcion.slice(0, 20));

  // the scripts come: the browser's add goes to the same cart
  await scriptsBack();
  await page.goto(`/producto/${b!.codigo}/producto`);
  await untilProductInteractive(page);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
  await add.click();
  await expect(page.getByTestId('cart-added-toast')).toBeVisible();
  await saved;
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.goto('/carrito');
  await expect(cartLines(page)).toHaveCount(2);
  for (const product of [a!, b!]) await expect(page.getByTestId('cart-page')).toContainText(product.descripcion.slice(0, 20));
});

test("a visitor's click before the scripts fills a cart the cookie names: the browser's next add keeps it, and logging in brings both lines", async ({ page, browser }) => {
  // a customer made beforehand, in the test's own context: the visitor logs in as them at the end
  const { email, password, address } = await customerWithAddress(page);
  const [a, b] = await productsInStock(page.request, { address: address.codigo }, 2);
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
  try {
    const shop = await visitor.newPage();
    const scriptsBack = await withoutScripts(shop);
    await shop.goto(`/producto/${a!.codigo}/producto`);
    await shop.getByTestId('cat-detail-add').click();
    // the cart is for customers (spec 000 §2): the visitor is asked to log in, keeping the cart as the way back
    await expect(shop).toHaveURL(/\/login\?redirect=%2Fcarrito$/);
    const cookie = (await visitor.cookies()).find((c) => c.name === 'carrito');
    expect(cookie).toMatchObject({ path: '/carrito', httpOnly: true, sameSite: 'Lax' });

    // with the scripts, the visitor browses on and adds another product: the browser learns the cart's key and
    // adds to that cart (the header counts both), the cookie still names it
    await scriptsBack();
    await shop.goto(`/producto/${b!.codigo}/producto`);
    await untilProductInteractive(shop);
    const saved = shop.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
    await shop.getByTestId('cat-detail-add').click();
    const answer = ((await (await saved).json()) as { result: { clave: string; carrito: { items: { codigo: number }[] } } }).result;
    expect(answer.clave).toBe(cookie!.value);
    expect(answer.carrito.items.map((i) => i.codigo)).toEqual([a!.codigo, b!.codigo]);
    await expect(shop.getByTestId('cart-count')).toHaveText('2');
    expect((await visitor.cookies()).find((c) => c.name === 'carrito')?.value).toBe(cookie!.value);

    // logging in: the cart page is drawn with both lines, now the customer's
    const login = await visitor.request.post('/api/customers/login', { headers, data: { mail: email, password } });
    expect(login.ok()).toBeTruthy();
    await shop.goto('/carrito');
    await expect(cartLines(shop)).toHaveCount(2);
    for (const product of [a!, b!]) await expect(shop.getByTestId('cart-page')).toContainText(product.descripcion.slice(0, 20));
  } finally {
    await visitor.close();
  }
});

test("through the host, the form's post is refused in Spanish for bad input and from another site", async ({ page, baseURL }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const origin = new URL(baseURL!).origin;
  const bad = await page.request.post('/carrito/agregar', { form: { codigo: String(product!.codigo), cantidad: 'muchas' }, headers: { origin }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('No pudimos agregar el producto al carrito');
  expect(await bad.text()).toContain('La cantidad no es válida.');
  const foreign = await page.request.post('/carrito/agregar', { form: { codigo: String(product!.codigo) }, headers: { origin: 'https://otro-sitio.example' }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain('Solicitud rechazada: proviene de un sitio no permitido.');
  const ok = await page.request.post('/carrito/agregar', { form: { codigo: String(product!.codigo) }, headers: { origin }, maxRedirects: 0 });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/carrito');
});
