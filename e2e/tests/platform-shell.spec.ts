import { expect, test } from '@playwright/test';
import { addToCart, closeNotificationPopup, loginAsDemo } from '../support/platform';

const ibuprofeno = { codigo: 9001, descripcion: 'Ibuprofeno 400 mg comprimidos recubiertos caja por 20 unidades', precio: 18_500, quantity: 2 };
const protector = { codigo: 9002, descripcion: 'Protector solar FPS 50 toque seco 50 ml', precio: 95_000, quantity: 1 };

test('the header counts the cart, the mini-cart truncates titles and the cart page edits the lines', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/nosotros');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(addToCart(page, ibuprofeno)).resolves.toMatchObject({ ok: true, summary: { count: 2, subtotal: 37_000 } });
  await expect(addToCart(page, protector)).resolves.toMatchObject({ ok: true, summary: { count: 3 } });
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await closeNotificationPopup(page);
  await page.getByTestId('cart-button').hover();
  const mini = page.getByTestId('mini-cart');
  await expect(mini).toContainText(`${ibuprofeno.descripcion.slice(0, 40).trimEnd()}...`);
  await expect(mini).toContainText('Gs. 132.000');

  await page.goto('/carrito');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('Gs. 132.000');
  await closeNotificationPopup(page);
  await page.getByTestId('cart-line').first().getByRole('button', { name: 'Sumar uno' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('Gs. 150.500');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('Gs. 150.500');
  await page.getByRole('button', { name: 'Eliminar productos' }).click();
  await expect(page.getByRole('heading', { name: 'Carrito vacio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a stored cart whose count is not a number is cleared on start', async ({ page }) => {
  await page.goto('/nosotros');
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [{ codigo: 1, descripcion: 'x', precio: 1, quantity: 'dos' }] })));
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items?.length)).toBe(0);
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
