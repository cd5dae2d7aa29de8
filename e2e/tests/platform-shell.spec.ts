import { expect, type Page, test } from '../support/test';
import { parseGs, ProductDetail, ProductList } from '../support/catalog/catalog-pages';
import { closeNotificationPopup, loginAsDemo, untilInteractive } from '../support/platform';
import { putCart, serverCartLines, twoProducts } from '../support/checkout/cart-data';

const gs = (n: number) => `Gs. ${n.toLocaleString('de-DE')}`;
const truncated = (title: string) => (title.length > 40 ? `${title.slice(0, 40).trimEnd()}...` : title);

/** Opens the n-th product of a category and adds `quantity` units with its counter; answers its name and price. */
async function addFromCategory(page: Page, n: number, quantity: number, count: number) {
  const list = new ProductList(page);
  const detail = new ProductDetail(page);
  await page.goto('/categoria/700/proteccion-solar');
  const card = list.cards().nth(n);
  await expect(card).toBeVisible();
  const name = await list.nameOf(card);
  await list.openProduct(name);
  const price = parseGs((await page.getByTestId('cat-detail-price').textContent()) ?? '');
  for (let i = 1; i < quantity; i++) await detail.addUnit();
  await expect(detail.quantity()).toHaveValue(String(quantity));
  await detail.addToCart();
  // the cart owner's one toast
  const toast = page.getByTestId('cart-added-toast').filter({ hasText: `(${count} productos)` });
  await expect(toast).toContainText('Se añadió al carrito');
  return { name, price };
}

test('the header counts the cart, the mini-cart truncates titles and the cart page edits the lines', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/nosotros');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await closeNotificationPopup(page);
  const first = await addFromCategory(page, 0, 2, 2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  const second = await addFromCategory(page, 1, 1, 3);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  const subtotal = first.price * 2 + second.price;

  await closeNotificationPopup(page);
  await page.getByTestId('cart-button').hover();
  const mini = page.getByTestId('mini-cart');
  await expect(mini).toContainText(truncated(first.name));
  await expect(mini).toContainText(gs(subtotal));

  await page.goto('/carrito');
  await expect(page.getByTestId('summary-subtotal')).toHaveText(gs(subtotal));
  await closeNotificationPopup(page);
  await page.getByTestId('cart-line').first().getByRole('button', { name: 'Agregar una unidad' }).click();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(gs(subtotal + first.price));
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.reload();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(gs(subtotal + first.price));
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.getByRole('button', { name: 'Eliminar productos' }).click();
  await expect(page.getByRole('heading', { name: 'Carrito vacio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a line stops at 12 units and the cart owner says why', async ({ page }) => {
  await page.goto('/nosotros');
  const detail = new ProductDetail(page);
  await addFromCategory(page, 0, 12, 12);
  await expect(page.getByRole('button', { name: 'Agregar una unidad' })).toBeDisabled();
  await detail.addToCart();
  await expect(page.getByText('Alcanzaste el máximo de 12 unidades de este producto.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('12');
});

test("a stored change whose count is not a number is dropped when the cart starts: the cart stays the server's", async ({ page }) => {
  const [product] = await twoProducts(page.request);
  await putCart(page.request, [{ product, quantity: 2 }]);
  // what a damaged browser storage holds where checkout keeps the changes it has not sent
  await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ id: 'roto', carrito: { items: [{ codigo: 1, descripcion: 'x', precio: 1, quantity: 'dos' }] } })));
  await page.goto('/nosotros');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // the mini-cart starts the cart service, which reads the storage: the damaged change goes, nothing of it is sent
  await untilInteractive(page);
  await page.getByTestId('cart-button').hover();
  await expect(page.getByTestId('mini-cart')).toContainText(product.descripcion.slice(0, 20));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await serverCartLines(page.request)).toEqual([{ codigo: product.codigo, quantity: 2 }]);
});

test('a visitor is sent to login by the cart button; the header shows visitor links', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(page.getByRole('link', { name: 'Facturas electrónicas' }).first()).toHaveAttribute('href', '/factura');
  await expect(page.getByTestId('gift-card-link')).toHaveAttribute('href', '/portada/gift-card-predeterminado');
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcarrito$/);
});

test('the mega menu opens three levels and the footer shows five blog posts', async ({ page }) => {
  await page.goto('/nosotros');
  // the menu drawn by the server opens once its handlers are there
  await untilInteractive(page);
  await page.getByRole('button', { name: /Categorías/ }).hover();
  const panel = page.getByTestId('mega-panel');
  await expect(panel).toBeVisible();
  const level3 = panel.locator('ul a').first();
  await expect(level3).toHaveAttribute('href', /^\/categoria\/\d+\/[a-z0-9-]+$/);
  // the footer's posts come from the content remote once the footer is in view
  await page.getByTestId('footer-blog').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('footer-blog').getByRole('link')).toHaveCount(5);
});

test('the menu sticks after 80 px of scroll', async ({ page }) => {
  await page.goto('/terminos-y-condiciones');
  await expect(page.getByTestId('terms-page')).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect(page.getByTestId('mega-menu')).toHaveCSS('position', 'fixed');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('mega-menu')).not.toHaveCSS('position', 'fixed');
});

test('blog posts open by id and an unknown id is a 404 with the not-found view', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('blog-page').getByRole('listitem')).toHaveCount(7);
  await page.getByRole('link', { name: '¿Cómo eliminar mi cuenta?' }).first().click();
  await expect(page.getByText(/hasta 72 horas/)).toBeVisible();
  const response = await page.goto('/blog/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('the sidebar has categories, gift card, login, cart and bases', async ({ page }) => {
    await page.goto('/nosotros');
    await page.getByTestId('menu-button').click();
    const sidebar = page.getByTestId('mobile-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText('Categorías')).toBeVisible();
    await expect(sidebar.getByTestId('gift-card-link')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(sidebar.getByRole('link', { name: 'Carrito' })).toHaveAttribute('href', '/login?redirect=%2Fcarrito');
    await expect(sidebar.getByRole('link', { name: 'Bases y condiciones' })).toHaveAttribute('href', '/bases');
    await sidebar.getByRole('link', { name: 'Sucursales' }).click();
    await expect(sidebar).toBeHidden();
  });
});
