import { expect, test } from '../support/test';
import { untilProductInteractive } from '../support/catalog/catalog-pages';
import { headers } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';

/**
 * The cart lives on the server (decisions 068, 079): the cart page of a customer is drawn from the API's copy,
 * whatever browser made the cart, a visitor's cart is kept there under the cart cookie until they log in, and every
 * document's header is drawn with the count of that cart.
 */

test("a cart made in one browser is drawn by the server in the customer's /carrito of another, without JavaScript", async ({ page, browser }) => {
  const { email, password, address } = await customerWithAddress(page);
  const [a, b] = await productsInStock(page.request, { address: address.codigo }, 2);
  for (const product of [a!, b!]) {
    await page.goto(`/producto/${product.codigo}/producto`);
    await untilProductInteractive(page);
    const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
    await page.getByTestId('cat-detail-add').click();
    await saved;
  }

  // another browser of the same customer, which runs no script: only what the server draws is there
  const other = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
  try {
    const login = await other.request.post('/api/customers/login', { headers, data: { mail: email, password } });
    expect(login.ok()).toBeTruthy();
    const tab = await other.newPage();
    await tab.goto('/carrito');
    await expect(tab.getByTestId('cart-page')).toBeVisible();
    await expect(tab.getByTestId('cart-line')).toHaveCount(2);
    for (const product of [a!, b!]) await expect(tab.getByTestId('cart-page')).toContainText(product.descripcion.slice(0, 20));
    await expect(tab.getByTestId('summary-total')).toHaveText(/^Gs\.\u00a0[\d.]+$/);
  } finally {
    await other.close();
  }
});

test("a visitor's cart survives a reload and the loss of the browser's storage: the cart cookie names it, and logging in draws it in /carrito", async ({ page, browser }) => {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
  // a customer made beforehand, in the test's own context: the visitor logs in as them later
  const { email, password, address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  try {
    const shop = await visitor.newPage();
    await shop.goto(`/producto/${product!.codigo}/producto`);
    await untilProductInteractive(shop);
    const saved = shop.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
    await shop.getByTestId('cat-detail-add').click();
    await saved;
    await expect(shop.getByTestId('cart-count')).toHaveText('1');
    const cookie = (await visitor.cookies()).find((c) => c.name === 'carrito');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    // every document of the shop is drawn with the count of the cart the cookie names, before any script
    const drawn = await (await visitor.request.get('/nosotros')).text();
    expect(drawn).toMatch(/data-testid="cart-count"[^>]*>1</);
    await shop.reload();
    await expect(shop.getByTestId('cart-count')).toHaveText('1');

    // the browser's storage is lost: the server's copy, named by the cookie, is what remains
    await shop.evaluate(() => localStorage.clear());
    const login = await visitor.request.post('/api/customers/login', { headers, data: { mail: email, password } });
    expect(login.ok()).toBeTruthy();
    // the cart page's document as the server sends it (no script runs): the visitor's lines, now the customer's
    const html = await (await visitor.request.get('/carrito')).text();
    const main = html.slice(html.indexOf('<main'));
    expect(main).toContain('data-testid="cart-line"');
    expect(main).toContain(product!.descripcion.slice(0, 20));
    // and the browser's page shows the same cart
    await shop.goto('/carrito');
    await expect(shop.getByTestId('cart-line')).toHaveCount(1);
    await expect(shop.getByTestId('cart-count')).toHaveText('1');
  } finally {
    await visitor.close();
  }
});
