import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { untilCardsInteractive, untilProductInteractive } from '../support/catalog/catalog-pages';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';

/**
 * "Agregar al carrito" works before the page's code has come (decisions 071, 079): the product page's button is a
 * plain form, the server adds the product to the shopper's cart on the server and sends them back to the page they
 * were on, whose header it draws with the cart's new count: the same tap leaves the shopper where the page's own add
 * (after the scripts) leaves them. Once the scripts run, the browser's adds go to that same cart. A listing's cards
 * draw the same form (decision 075), with a one-time token: the form posted twice adds once.
 */

/** The browser as it is before the shop's scripts have come: every script request fails. */
async function withoutScripts(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.request().resourceType() === 'script' ? route.abort() : route.fallback();
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

const cartLines = (page: Page) => page.getByTestId('cart-page').getByTestId('cart-line');
/** The header's count as the page shows it: before the scripts, as the server drew it. */
const count = (page: Page) => page.getByTestId('cart-count');

test("a customer's click before the scripts adds the product and keeps them on the page, the header counting it; a later add in the browser joins it", async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [a, b] = await productsInStock(page.request, { address: address.codigo }, 2);

  const scriptsBack = await withoutScripts(page);
  await page.goto(`/producto/${a!.codigo}/producto`);
  await expect(count(page)).toHaveText('0');
  const add = page.getByTestId('cat-detail-add');
  await expect(add).toHaveText('Agregar al carrito');
  await expect(add).toBeEnabled();
  await add.click();
  // the server's answer: the same page again, its header drawn with the cart the server now holds (no script runs)
  await expect(count(page)).toHaveText('1');
  await expect(page).toHaveURL(new RegExp(`/producto/${a!.codigo}/producto$`));
  // the cart page, drawn from the server's cart, has the line
  await page.goto('/carrito');
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

test("a visitor's tap before the scripts does what it does after them: the visitor stays on the page, the product in a cart the cookie names and counted; logging in brings both lines", async ({ page, browser }) => {
  // a customer made beforehand, in the test's own context: the visitor logs in as them at the end
  const { email, password, address } = await customerWithAddress(page);
  const [a, b] = await productsInStock(page.request, { address: address.codigo }, 2);
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-PY' });
  try {
    const shop = await visitor.newPage();
    const scriptsBack = await withoutScripts(shop);
    const productPage = `/producto/${a!.codigo}/producto`;
    await shop.goto(productPage);
    await expect(count(shop)).toHaveText('0');
    await shop.getByTestId('cat-detail-add').click();
    // not the login (the cart page is for customers, spec 000 §2, but adding is not): the same page, counting the
    // product the server put in the visitor's cart
    await expect(count(shop)).toHaveText('1');
    await expect(shop).toHaveURL(new RegExp(`${productPage}$`));
    const cookie = (await visitor.cookies()).find((c) => c.name === 'carrito');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });

    // with the scripts, the same tap on another product: the visitor stays there too, the toast and the header say
    // it, and the browser adds to the cart the cookie names
    await scriptsBack();
    await shop.goto(`/producto/${b!.codigo}/producto`);
    await expect(count(shop)).toHaveText('1');
    await untilProductInteractive(shop);
    const saved = shop.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
    await shop.getByTestId('cat-detail-add').click();
    await expect(shop.getByTestId('cart-added-toast')).toBeVisible();
    await expect(count(shop)).toHaveText('2');
    await expect(shop).toHaveURL(new RegExp(`/producto/${b!.codigo}/producto$`));
    const answer = ((await (await saved).json()) as { result: { carrito: { items: { codigo: number }[] } } }).result;
    expect(answer.carrito.items.map((i) => i.codigo)).toEqual([a!.codigo, b!.codigo]);
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
  // the way back must be a page of this site
  const away = await page.request.post('/carrito/agregar', { form: { codigo: String(product!.codigo), volver: '//otro-sitio.example/' }, headers: { origin }, maxRedirects: 0 });
  expect(away.status()).toBe(400);
  expect(await away.text()).toContain('La página de regreso no es válida.');
  const ok = await page.request.post('/carrito/agregar', { form: { codigo: String(product!.codigo), volver: '/categoria/100/medicamentos?page=2' }, headers: { origin }, maxRedirects: 0 });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/categoria/100/medicamentos?page=2');
});

/** The first card of the listing whose "Agregar al carrito" can be pressed, and its product. */
async function addableCard(page: Page) {
  const card = page
    .getByTestId('cat-product-card')
    .filter({ has: page.getByRole('button', { name: 'Agregar al carrito', exact: true }) })
    .first();
  await expect(card.getByTestId('cat-add-to-cart')).toBeEnabled();
  const codigo = Number(await card.getAttribute('data-codigo'));
  const name = ((await card.getByRole('link').first().textContent()) ?? '').trim();
  return { card, codigo, name };
}

/** The units of the product in the customer's cart, as the cart page draws them (no script has run). */
async function unitsInCart(page: Page, name: string) {
  await page.goto('/carrito');
  const line = cartLines(page).filter({ hasText: name.slice(0, 20) });
  if (!(await line.count())) return 0;
  return Number(await line.getByRole('textbox').first().inputValue());
}

for (const [listing, path] of [
  ['a category', '/categoria/100/medicamentos'],
  ['the offers', '/productos/ofertas/9001'],
] as const) {
  test(`a card's add on ${listing} page works before the scripts: the server adds one unit, the page comes back counting it, and the cart page shows it`, async ({ page }) => {
    await customerWithAddress(page);
    await withoutScripts(page);
    await page.goto(path);
    await expect(count(page)).toHaveText('0');
    const { card, name } = await addableCard(page);
    await card.getByTestId('cat-add-to-cart').click();
    await expect(count(page)).toHaveText('1');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goto('/carrito');
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page).first()).toContainText(name.slice(0, 20));
    await expect(cartLines(page).first().getByRole('textbox').first()).toHaveValue('1');
  });
}

test("a card's form posted twice before the scripts adds one unit: a double click, then the same form's post again", async ({ page, baseURL }) => {
  await customerWithAddress(page);
  await withoutScripts(page);
  await page.goto('/categoria/100/medicamentos');
  const { card, codigo, name } = await addableCard(page);
  const fields = Object.fromEntries(
    await card.locator('form input[type="hidden"]').evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((i) => [i.name, i.value])),
  ) as Record<string, string>;
  expect(fields).toMatchObject({ codigo: String(codigo), cantidad: '1', token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), volver: '/categoria/100/medicamentos' });
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/carrito/agregar') posts.push(req.postData() ?? '');
  });
  await card.getByTestId('cat-add-to-cart').dblclick();
  await expect(count(page)).toHaveText('1');
  await expect(page).toHaveURL(/\/categoria\/100\/medicamentos$/);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(await unitsInCart(page, name)).toBe(1);
  // the same form posted again (as a second click does whenever it leaves the browser): answered the same, no unit more
  const again = await page.request.post('/carrito/agregar', { form: fields, headers: { origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect([again.status(), again.headers().location]).toEqual([303, '/categoria/100/medicamentos']);
  expect(await unitsInCart(page, name)).toBe(1);
  // a form drawn anew is a new add
  await page.goto('/categoria/100/medicamentos');
  await page.locator(`[data-testid="cat-product-card"][data-codigo="${codigo}"]`).getByTestId('cat-add-to-cart').click();
  await expect(count(page)).toHaveText('2');
  expect(await unitsInCart(page, name)).toBe(2);
});

test("once the scripts have run, a card's add stays on the page: the toast, the header's count", async ({ page }) => {
  await customerWithAddress(page);
  await page.goto('/categoria/100/medicamentos');
  await untilCardsInteractive(page);
  const { card } = await addableCard(page);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/cart/actual' && res.request().method() === 'PUT' && res.ok());
  await card.getByTestId('cat-add-to-cart').click();
  await expect(page.getByTestId('cart-added-toast')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await saved;
  await expect(page).toHaveURL(/\/categoria\/100\/medicamentos$/);
});
