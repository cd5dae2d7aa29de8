import { expect, test } from './compose-test';
import { DEMO_PASSWORD, headers, registerPersona, unique } from '../support/access/access-data';
import { Header, LoginScreen, skipSeededPopup } from '../support/access/access-pages';
import { ProductDetail, ProductList, SiteHeader } from '../support/catalog/catalog-pages';
import { branchWithStock } from '../support/checkout/checkout-data';
import { CARDS, METHOD, checkoutPayingWith, orderState, payInFrame } from '../support/payments/payments-data';
import { untilInteractive } from '../support/platform';
import { MAIL_URL, SHOP_URL } from './compose-stack';
import { confirmOrder } from '../support/checkout/order-summary';

// The composed shop, as a shopper uses it: every request goes to the host container on :3000, which proxies the
// API replicas; the remotes come from their own containers.

test('search, add to the cart, log in, pick up and pay cash, and find the order in /mis-pedidos', async ({ page }) => {
  await skipSeededPopup(page);
  const email = unique().email('compuesta');
  await registerPersona(page.request, email, DEMO_PASSWORD);
  // a product in stock at a branch whose selects offer it
  const { branch, product } = await branchWithStock(page.request);

  const header = new SiteHeader(page);
  await page.goto('/');
  // the first visit of a fresh composition: the catalog's search box takes over once the page has booted
  await untilInteractive(page);
  await header.openSearch();
  await header.searchInput().fill(product.descripcion);
  await header.searchInput().press('Enter');
  await expect(page).toHaveURL(/\/buscar\?s=/);
  await new ProductList(page).openProduct(product.descripcion);
  await new ProductDetail(page).addToCart();
  await expect(header.cartCount()).toHaveText('1');

  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await page.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: branch.departamento });
  await page.getByRole('combobox', { name: 'Ciudad' }).selectOption({ label: branch.ciudad });
  await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ label: branch.descripcion });
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const codigo = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-place')).toContainText(branch.descripcion);

  await page.goto('/mis-pedidos');
  await expect(page.getByTestId('order-item').filter({ hasText: `Pedido #${codigo}` })).toBeVisible();
});

test('a card payment through the payment sandbox', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  expect(await orderState(page, codigo)).toBe('PROC');
});

test('a notification sent through the API reaches the open tab', async ({ page, request }) => {
  await skipSeededPopup(page);
  const email = unique().email('avisos-compuesta');
  await registerPersona(request, email, DEMO_PASSWORD);
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  const bell = new Header(page).bell();
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  // sent several times: each call may be answered by another replica than the one holding the tab's socket
  for (const titulo of ['Aviso uno', 'Aviso dos', 'Aviso tres']) {
    const created = await request.post('/api/sandbox/notificaciones', { headers, data: { email, titulo, descripcion: 'Desde la composición.' } });
    expect(created.ok(), await created.text()).toBeTruthy();
  }
  for (const titulo of ['Aviso uno', 'Aviso dos', 'Aviso tres']) await expect(panel.getByText(titulo)).toBeVisible();
});

test("the recovery mail shows on the mail catcher's web page", async ({ page, request }) => {
  const email = unique().email('recupera-compuesta');
  await registerPersona(request, email, 'Vieja1234');
  await page.goto('/forgot-password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(page.getByText('Se ha enviado el enlace para recuperar tu contraseña.').first()).toBeVisible();

  const mail = await page.context().newPage();
  // the sign-up's verification mail comes first: the page is reloaded until the recovery mail is listed too
  const recovery = mail.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Recuperar contraseña' });
  await expect(async () => {
    await mail.goto(MAIL_URL);
    await expect(recovery).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await recovery.click();
  await expect(mail.getByRole('link', { name: new RegExp(`^${SHOP_URL}/cambiar-contrasena/`) }).first()).toBeVisible();
});
