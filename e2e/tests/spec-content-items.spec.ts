import { expect, type Page, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { clientNavigate, untilMapReady } from '../support/platform';

/** The notification pop-up of the seeded notification is not what these tests look at. */
const skipNotificationPopup = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));

test('/sucursales (the second map) fits what it lists up to zoom 14 and shows a chosen branch at zoom 19', async ({ page }) => {
  await page.goto('/sucursales');
  const map = page.getByTestId('shop-map');
  await untilMapReady(map);
  await expect(map.locator('.shop-map-marker')).toHaveCount(500);
  // the whole country in view: far below the most zoom of a fit
  await expect(map).toHaveAttribute('data-map-zoom', /^\d+(\.\d+)?$/);
  expect(Number(await map.getAttribute('data-map-zoom'))).toBeLessThan(14);

  // one branch found by its number: the fit stops at 14, not closer
  await page.getByRole('searchbox', { name: 'Buscar sucursal' }).fill('12');
  await expect(map.locator('.shop-map-marker')).toHaveCount(1);
  await expect(map).toHaveAttribute('data-map-zoom', '14');

  // choosing it centres the map on it at 19
  const item = page.getByTestId('branch-item').first();
  await expect(item.getByRole('button').first()).toHaveText('PUNTO 12');
  await item.getByRole('button', { name: 'PUNTO 12' }).click();
  await expect(map).toHaveAttribute('data-map-zoom', '19');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar cuts category names longer than 25 characters and keeps the whole name as its title', async ({ page }) => {
    const menu = ((await (await page.request.get('/api/categorias', { headers })).json()) as {
      results: { MEW_CODIGO: number; MEW_DESCRIPCION: string; categorias: { descripcion: string }[] }[];
    }).results;
    const entry = menu.find((e) => e.categorias.some((c) => c.descripcion.length > 25) && e.categorias.some((c) => c.descripcion.length <= 25));
    expect(entry, 'a menu entry with long and short subcategory names').toBeTruthy();
    const long = entry!.categorias.find((c) => c.descripcion.length > 25)!.descripcion;
    const short = entry!.categorias.find((c) => c.descripcion.length <= 25)!.descripcion;

    await skipNotificationPopup(page);
    await page.goto('/nosotros');
    await page.getByTestId('menu-button').click();
    const sidebar = page.getByTestId('mobile-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: `Ver subcategorías de ${entry!.MEW_DESCRIPCION}` }).click();
    const cut = sidebar.locator(`a[title="${long}"]`);
    await expect(cut).toHaveText(`${long.slice(0, 25)}...`);
    await expect(sidebar.locator(`a[title="${short}"]`)).toHaveText(short);
    // top-level names of 25 characters or fewer are whole
    const top = menu.find((e) => e.MEW_DESCRIPCION.length <= 25)!;
    await expect(sidebar.locator(`a[title="${top.MEW_DESCRIPCION}"]`).first()).toHaveText(top.MEW_DESCRIPCION);
    // the cut name still leads to its category
    await cut.click();
    await expect(page).toHaveURL(/\/categoria\/\d+\//);
  });
});

test("the header's novelties and promotions and the footer's news are the API's banners, each a link", async ({ page }) => {
  const list = async (path: string) =>
    ((await (await page.request.get(`/api/${path}`, { headers })).json()) as { results: { descripcion: string; url: string }[] }).results;
  const [novedad] = await list('novedades-header');
  const [promocion] = await list('promociones/header');
  const [noticia] = await list('novedades-footer');
  expect(novedad && promocion && noticia, 'one banner in each place').toBeTruthy();

  await skipNotificationPopup(page);
  await page.goto('/nosotros');
  const strip = page.getByRole('navigation', { name: 'Novedades y promociones' });
  await expect(strip.getByRole('listitem').filter({ hasText: 'Novedades:' })).toContainText(novedad!.descripcion);
  await expect(strip.getByRole('listitem').filter({ hasText: 'Promociones:' })).toContainText(promocion!.descripcion);
  await expect(strip.getByRole('link', { name: promocion!.descripcion })).toHaveAttribute('href', promocion!.url);
  const footer = page.getByTestId('footer-news');
  await expect(footer.getByRole('heading', { name: 'Novedades' })).toBeVisible();
  await expect(footer.getByRole('link', { name: noticia!.descripcion })).toHaveAttribute('href', noticia!.url);

  await strip.getByRole('link', { name: novedad!.descripcion }).click();
  await expect(page).toHaveURL(new RegExp(`${novedad!.url.replace(/[/]/g, '\\/')}$`));
});

test('the Hot Sale pop-up shows on its date, once per 2 hours by its cookie, and not on another day', async ({ page, context }) => {
  const [hot] = ((await (await page.request.get('/api/banners?posicion=HOT_SALE', { headers })).json()) as { results: { descripcion: string; url: string }[] }).results;
  expect(hot, 'the Hot Sale banner').toBeTruthy();
  await skipNotificationPopup(page);
  // 2023-07-12, 11:00 in Paraguay
  await page.clock.setFixedTime(new Date('2023-07-12T15:00:00Z'));
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Hot Sale' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveAttribute('href', hot!.url);
  await expect(popup.getByRole('img', { name: hot!.descripcion })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'popup_hot_sale');
  expect(cookie, 'the Hot Sale cookie').toBeTruthy();
  // remembered for 2 hours (the browser's own clock)
  const lasts = cookie!.expires - Date.now() / 1000;
  expect(lasts).toBeGreaterThan(2 * 3600 - 120);
  expect(lasts).toBeLessThan(2 * 3600 + 120);
  await popup.getByRole('button', { name: 'Cerrar' }).click();
  await expect(popup).toHaveCount(0);

  // while the cookie lasts, not again
  await page.reload();
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
  // once its key is gone, again
  await context.clearCookies({ name: 'popup_hot_sale' });
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Cerrar' }).click();

  // another day: never, even without the cookie
  await context.clearCookies({ name: 'popup_hot_sale' });
  await page.clock.setFixedTime(new Date('2023-07-13T15:00:00Z'));
  await page.reload();
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'popup_hot_sale')).toBe(false);
});

test('the generic pop-up (a POPUP banner) shows once a day while its range lasts, and not after it ends', async ({ page, context }) => {
  // An active POPUP banner in the shared database would cover the home of every other test: this browser alone gets
  // one, as the API would answer it (the home reads the banners itself when reached from another page).
  const [real] = ((await (await page.request.get('/api/banners?posicion=CARRUSEL_SUPERIOR', { headers })).json()) as { results: { imagenWeb?: string | null; imagen?: string | null }[] }).results;
  let fechaFin = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const popupBanner = () => ({
    codigo: 990_001,
    imagen: real?.imagen ?? null,
    imagenWeb: real?.imagenWeb ?? null,
    url: '/categoria/200/vitaminas-y-suplementos',
    descripcion: 'Semana de las vitaminas',
    orden: 1,
    posicion: 'POPUP',
    fechaFin,
  });
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/api/banners' && url.searchParams.get('posicion') === 'POPUP',
    (route) => {
      asked += 1;
      return route.fulfill({ json: { ok: true, results: [popupBanner()] } });
    },
  );
  await skipNotificationPopup(page);
  const reachHome = async () => {
    await page.goto('/nosotros');
    await expect(page.getByTestId('about-page')).toBeVisible();
    const before = asked;
    await clientNavigate(page, '/');
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    await expect.poll(() => asked).toBeGreaterThan(before);
  };
  const popup = page.getByRole('dialog', { name: 'Semana de las vitaminas' });

  await reachHome();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveAttribute('href', '/categoria/200/vitaminas-y-suplementos');
  const cookie = (await context.cookies()).find((c) => c.name === 'popup_990001');
  expect(cookie, "the pop-up's cookie").toBeTruthy();
  // remembered for a day
  const lasts = cookie!.expires - Date.now() / 1000;
  expect(lasts).toBeGreaterThan(24 * 3600 - 120);
  expect(lasts).toBeLessThan(24 * 3600 + 120);
  await popup.getByRole('button', { name: 'Cerrar' }).click();
  await expect(popup).toHaveCount(0);

  // while its cookie lasts, not again
  await reachHome();
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);

  // a range that has ended: not shown, even without the cookie
  await context.clearCookies({ name: 'popup_990001' });
  fechaFin = new Date(Date.now() - 60_000).toISOString();
  await reachHome();
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
});

test("a world's product page wears the world's theme", async ({ page }) => {
  const world = (await (await page.request.get('/api/landing/belleza', { headers })).json()) as { estilo: { primario: string; secundario: string } };
  await skipNotificationPopup(page);
  await page.goto('/mundo/belleza');
  const link = page.getByTestId('world-page').getByTestId('cat-product-card').first().getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/mundo\/belleza\/producto\/\d+\//);
  await link.click();
  await expect(page).toHaveURL(/\/mundo\/belleza\/producto\/\d+\//);
  const frame = page.getByTestId('world-frame');
  await expect(frame).toHaveAttribute('data-world', 'belleza');
  await expect(frame).toHaveCSS('--cat-w-primario', world.estilo.primario);
  await expect(frame).toHaveCSS('--cat-w-secundario', world.estilo.secundario);
  await expect(frame.getByRole('navigation', { name: 'Mundo Belleza' }).getByRole('link', { name: 'Belleza' })).toHaveAttribute('href', '/mundo/belleza');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // the same product outside the world has no frame
  const codigo = page.url().match(/producto\/(\d+)\//)![1];
  await page.goto(`/producto/${codigo}/producto`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('world-frame')).toHaveCount(0);
});

test('an antibiotic shows the archived-prescription rule; another prescription medicine does not', async ({ page }) => {
  await skipNotificationPopup(page);
  // AMOXICILINA (codigoControl 5) and IBUPROFENO 600 (codigoControl 2) of the demo catalogue
  await page.goto('/producto/100054/producto');
  const control = page.getByTestId('sale-control');
  await expect(control).toContainText('Antibiótico: venta bajo receta archivada');
  await expect(page.getByTestId('antibiotic-rule')).toHaveText(
    'La receta simple archivada de antibióticos es válida por 5 días desde su emisión. Datos requeridos: datos del paciente, número de cédula, diagnóstico, y firma, sello y número de registro del médico.',
  );
  await page.goto('/producto/100015/producto');
  await expect(page.getByTestId('sale-control')).toContainText('Venta bajo receta');
  await expect(page.getByTestId('antibiotic-rule')).toHaveCount(0);
});

test("a payment-method discount's conditions say 'Error' when they cannot be read, and show the API's text when they can", async ({ page }) => {
  type Listed = { codigo: number };
  type Detail = { result: { descuentosFormas?: { codigoDescuento: number }[] } };
  let codigo: number | null = null;
  for (let p = 1; p <= 3 && codigo === null; p++) {
    const listed = ((await (await page.request.get(`/api/productos/top?p=${p}`, { headers })).json()) as { results: Listed[] }).results;
    for (const l of listed) {
      const detail = (await (await page.request.get(`/api/productos/${l.codigo}`, { headers })).json()) as Detail;
      if (detail.result.descuentosFormas?.length) {
        codigo = l.codigo;
        break;
      }
    }
  }
  expect(codigo, 'a product with a payment-method discount').not.toBeNull();

  await skipNotificationPopup(page);
  // the API cannot be reached for the conditions
  const DESCRIPTIONS = '**/api/descuentos/descripcion/*';
  await page.route(DESCRIPTIONS, (route) => route.abort('failed'));
  await page.goto(`/producto/${codigo}/producto`);
  const forms = page.getByRole('list', { name: 'Descuentos por forma de pago' });
  await expect(forms).toBeVisible();
  const item = forms.getByRole('listitem').first();
  const button = item.getByRole('button', { name: 'Ver condiciones' });
  // the button answers once the page is interactive: the click that asks the API is the one that counts
  let asked = '';
  await expect(async () => {
    const request = page.waitForRequest((r) => r.url().includes('/api/descuentos/descripcion/'), { timeout: 2000 });
    await button.click();
    asked = (await request).url();
  }).toPass({ timeout: 20_000 });
  await expect(item.getByRole('alert')).toHaveText('Error');
  await expect(item.getByTestId('discount-conditions')).toHaveCount(0);

  // asked again once it can: the API's conditions of that discount
  const descuento = asked.split('/').pop()!;
  const text = ((await (await page.request.get(`/api/descuentos/descripcion/${descuento}`, { headers })).json()) as { result: string }).result;
  expect(text.length).toBeGreaterThan(0);
  await page.unroute(DESCRIPTIONS);
  await button.click();
  await expect(item.getByTestId('discount-conditions')).toHaveText(text);
  await expect(item.getByRole('alert')).toHaveCount(0);
});
