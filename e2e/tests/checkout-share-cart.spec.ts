import { expect, test } from '../support/test';
import { putCart, serverCartLines, twoProducts } from '../support/checkout/cart-data';
import { APP_AUTH, closeNotificationPopup, DEMO_CUSTOMER, loginAsDemo } from '../support/platform';

test('a shared cart opened in another browser fills that cart and goes to /', async ({ browser, page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const [first, second] = await twoProducts(page.request);
  // logged in first: the cart made on the server is the customer's
  await loginAsDemo(page);
  await putCart(page.request, [
    { product: first, quantity: 2 },
    { product: second, quantity: 1 },
  ]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await closeNotificationPopup(page);

  // the button waits for the answer, disabled
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/carrito', async (route) => {
    await held;
    await route.continue();
  });
  const share = page.getByRole('button', { name: 'Compartir carrito' });
  await share.click();
  await expect(share).toBeDisabled();
  release();

  const modal = page.getByRole('dialog', { name: 'Compartir carrito' });
  const link = modal.getByRole('textbox', { name: 'Enlace del carrito' });
  await expect(link).toHaveValue(/\/compartir-carrito\/[A-Za-z0-9_-]{8,}$/);
  await expect(share).toBeEnabled();
  const url = await link.inputValue();
  await expect(modal.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(url)}`);
  await expect(modal.getByText('Copiado!')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(modal.getByText('Copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // another browser, with a cart of its own
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await putCart(visitor.request, [{ product: second, quantity: 5 }]);
    await visitor.goto('/');
    await expect(visitor.getByTestId('cart-count')).toHaveText('5');
    await visitor.goto(new URL(url).pathname);
    await expect(visitor).toHaveURL(/\/$/);
    await expect(visitor.getByTestId('catalog-home')).toBeVisible();
    await expect(visitor.getByTestId('cart-count')).toHaveText('3');
    // the shared lines replaced the visitor's cart, on the server (before the session starts; the cart page then
    // merges it into hers)
    await expect
      .poll(() => serverCartLines(visitor.request))
      .toEqual([
        { codigo: first.codigo, quantity: 2 },
        { codigo: second.codigo, quantity: 1 },
      ]);
    // logging in (not emptying her cart first, as loginAsDemo does: the visitor's cart is what she logs in with)
    const login = await visitor.request.post('/api/customers/login', { data: DEMO_CUSTOMER, headers: APP_AUTH });
    expect(login.ok()).toBeTruthy();
    await visitor.goto('/carrito');
    const lines = visitor.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: first.descripcion.slice(0, 30) })).toHaveCount(1);
    await expect(lines.filter({ hasText: second.descripcion.slice(0, 30) })).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('a share that fails says so and the button works again', async ({ page }) => {
  const [product] = await twoProducts(page.request);
  await loginAsDemo(page);
  await putCart(page.request, [{ product, quantity: 1 }]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await closeNotificationPopup(page);
  await page.route('**/api/carrito', (route) => route.fulfill({ status: 500, json: { errors: [{ msg: 'Error' }] } }));
  const share = page.getByRole('button', { name: 'Compartir carrito' });
  await share.click();
  await expect(page.getByText('No pudimos obtener la url para compartir tu carrito')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Compartir carrito' })).toHaveCount(0);
  await expect(share).toBeEnabled();
});

test('a shared-cart link that does not exist says so', async ({ page }) => {
  await page.goto('/compartir-carrito/noExisteEsteEnlace');
  await expect(page.getByRole('heading', { name: 'Lo sentimos! No pudimos recuperar tus datos' })).toBeVisible();
  await expect(page.getByTestId('shared-cart-page').getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
});
