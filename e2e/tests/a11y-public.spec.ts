import { expect, test } from '../support/test';
import { A11yGate, settle } from '../support/a11y';
import { headers } from '../support/access/access-data';
import { CATALOG_PAGES, VISITOR } from '../support/a11y-routes';

/**
 * The accessibility gate (see a11y.spec.ts) on the pages a visitor meets, hydrated: axe-core on each, any serious or
 * critical violation listed in the failure. No account is used, so this file runs beside the others.
 */

test('public pages of the catalogue, hydrated', async ({ page }) => {
  test.setTimeout(900_000);
  const gate = new A11yGate(page);
  const top = (await (await page.request.get('/api/productos/top', { headers })).json()) as { results: { codigo: number; slug?: string; descripcion: string }[] };
  const product = top.results[0]!;
  const slug = product.slug || 'producto';
  const menu = (await (await page.request.get('/api/categorias', { headers })).json()) as { results: { MEW_URL: string; MEW_CARGA_PERSONALIZADA: string }[] };
  const custom = menu.results.find((m) => m.MEW_CARGA_PERSONALIZADA === 'S');
  expect(custom, 'un menú personalizado sembrado').toBeTruthy();

  await gate.visit('/', 'home');
  await gate.visit(`/producto/${product.codigo}/${slug}`, 'product');
  await gate.visit(`/mundo/belleza/producto/${product.codigo}/${slug}`, 'world-product');
  await gate.visit('/categoria/700/proteccion-solar', 'category');
  await gate.visit('/productos', 'products');
  await gate.visit('/productos/3x2', 'products-promo');
  await gate.visit(custom!.MEW_URL, 'products-custom');
  await gate.visit('/descuentos/20', 'discounts');
  await gate.visit('/buscar?s=crema', 'search');
  await gate.visit('/mundo/oncologicos/buscar?s=letrozol', 'world-search');
  await gate.visit('/destacados/marca/3001', 'featured');
  await gate.visit('/marca/3001/laboratorio-demo-tajy', 'by-brand');
  await gate.visit(`/fabricante/${encodeURIComponent('Laboratorio Demo Tajy')}/laboratorio-demo-tajy`, 'by-maker');
  await gate.visit('/comprar-giftcard', 'buy-giftcard');

  expect([...gate.routes].sort()).toEqual([...CATALOG_PAGES].sort());
  gate.assertClean();
});

test('public pages of content, hydrated; the menus open and the not-found view', async ({ page }) => {
  test.setTimeout(900_000);
  const gate = new A11yGate(page);
  await gate.visit('/mundo/belleza', 'world');
  const section = await page.locator('a[href^="/mundo/belleza/"]').evaluateAll((as) =>
    as.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/mundo\/belleza\/\d+$/.test(h)),
  );
  expect(section, 'una sección del mundo Belleza').toBeTruthy();
  await gate.visit(section!, 'world-section');
  await gate.visit('/blog', 'blog');
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute('href');
  expect(post, 'una entrada del blog').toBeTruthy();
  await gate.visit(post!, 'blog-post');
  for (const [path, id] of [
    ['/buscamos-local-en-alquiler', 'rental'],
    ['/contacto', 'contact'],
    ['/trabaja-con-nosotros', 'jobs'],
    ['/sucursales', 'branches'],
    ['/nosotros', 'about'],
    ['/promocion/lolly', 'promo-lolly'],
    ['/promocion/fuera-nati-u', 'promo-fuera-nati-u'],
    ['/promocion/mama-y-papa', 'promo-mama-y-papa'],
    ['/promocion/promo-amistad', 'promo-amistad'],
    ['/promocion/terminos-y-condiciones-trivia', 'promo-trivia-terms'],
    ['/promo-dia-del-nino', 'promo-dia-del-nino'],
    ['/promo-aniversario', 'promo-aniversario'],
    ['/revista-dia-de-la-madre', 'magazine'],
    ['/saluder', 'saluder'],
    ['/factura', 'invoice'],
    ['/politicas-de-privacidad', 'privacy'],
    ['/terminos-y-condiciones', 'terms'],
    ['/bases', 'bases'],
    ['/portada/gift-card-predeterminado', 'cover'],
  ] as const) {
    await gate.visit(path, id);
  }
  // /mega-promos has no page of its own: it sends the campaign's visitors to the page it names.
  await page.goto('/mega-promos?utm_id=mega-bebes');
  await expect(page).toHaveURL(/\/mundo\/bebes$/);
  await settle(page);
  await gate.check('/mega-promos → /mundo/bebes');
  gate.routes.add('mega-promos');
  // The header's menu opened, and the not-found view.
  await gate.visit('/', 'home', 'inicio con el menú abierto');
  await page.getByRole('button', { name: 'Categorías' }).focus();
  await page.keyboard.press('Enter');
  // the menu is open with its categories
  await expect(page.getByRole('button', { name: 'Categorías' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('mega-menu').locator('.bg-mega-roots').getByRole('link').first()).toBeVisible();
  await gate.check('menú de categorías abierto');
  // On a phone, the side menu (a modal panel) opened from its button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir menú' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
  await gate.check('menú lateral abierto (teléfono)');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/esta-pagina-no-existe');
  await settle(page);
  await gate.check('página no encontrada');

  expect([...gate.routes].sort()).toEqual([...VISITOR.filter((id) => !CATALOG_PAGES.includes(id)), 'home'].sort());
  gate.assertClean();
});
