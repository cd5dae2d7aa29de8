import { expect, type Page, type Route, test } from '../support/test';
import { untilCardsInteractive, untilProductInteractive } from '../support/catalog/catalog-pages';
import { SiteHeader } from '../support/catalog/catalog-pages';
import { APP_AUTH, closeNotificationPopup, DEMO_CUSTOMER, loginAsDemo, untilInteractive } from '../support/platform';
import { putCart, serverCartLines, twoProducts } from '../support/checkout/cart-data';
import { skipSeededPopup } from '../support/access/access-pages';
import { registerPersona, unique } from '../support/access/access-data';

const PRODUCT = '/producto/100001/paracetamol-500-mg-x-20-comprimidos-lab-demo-tajy';

test.describe('first screen drawn by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home shows the header and its offer banners', async ({ page }) => {
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('catalog-home')).toBeVisible();
      await expect(page.locator('main img[src*="/api/imagenes/banners/"]').first()).toBeVisible();
    });

    test('a product page shows its name and price', async ({ page }) => {
      await page.goto(PRODUCT);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PARACETAMOL 500 MG');
      await expect(page.locator('main')).toContainText('Gs.');
      await expect(page).toHaveTitle(/PARACETAMOL/i);
    });

    test('the server writes prices as Intl es-PY PYG does: "Gs.", a no-break space, dots', async ({ page }) => {
      await page.goto(PRODUCT);
      expect(await page.getByTestId('cat-detail-price').textContent()).toMatch(/^Gs\.\u00a0\d{1,3}(\.\d{3})*$/);
    });

    test("the header's search is a plain form to /buscar", async ({ page }) => {
      await page.goto('/nosotros');
      const search = new SiteHeader(page).plainSearch();
      await search.getByRole('searchbox', { name: 'Buscar productos' }).fill('paracetamol');
      const results = page.waitForResponse((res) => res.url().endsWith('/buscar?s=paracetamol') && res.request().resourceType() === 'document');
      await search.getByRole('button', { name: 'Buscar' }).click();
      expect((await results).status()).toBe(200);
      await expect(page).toHaveURL(/\/buscar\?s=paracetamol$/);
    });

    test('a category page shows its title and a grid of twelve', async ({ page }) => {
      await page.goto('/categoria/100/medicamentos?orderBy=menor_precio');
      await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible();
      await expect(page.locator('main [data-codigo]')).toHaveCount(12);
    });

    test('/login shows its form, drawn by the account remote, with the origin kept in its links', async ({ page }) => {
      const res = await page.goto('/login?redirect=%2Fcarrito');
      expect(res?.status()).toBe(200);
      const login = page.getByTestId('login-page');
      await expect(login.getByRole('heading', { level: 1, name: 'Iniciar Sesion' })).toBeVisible();
      await expect(login.getByLabel('Correo electrónico')).toBeVisible();
      await expect(login.getByLabel('Contraseña')).toBeVisible();
      await expect(login.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/signup?redirect=%2Fcarrito');
      // the form only submits once the browser has its handler
      await expect(login.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
      await expect(page).toHaveTitle('Iniciar Sesion | Botica Guaraní');
    });

    test('/forgot-password shows its first step', async ({ page }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
      await expect(page.getByTestId('recovery-email-step').getByLabel('Correo electrónico')).toBeVisible();
    });
  });

  /**
   * Marks the server-drawn header and page as the document parsed them (before any script ran) and collects
   * the hydration errors the host reports; `hydrated()` then says whether the very same nodes are still there.
   */
  async function watchHydration(page: Page) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Hidratación')) errors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as { drawnPage?: Element | null; drawnHeader?: Element | null };
        marks.drawnPage = document.querySelector('main > *');
        marks.drawnHeader = document.querySelector('header');
      });
    });
    return {
      errors,
      hydrated: () =>
        page.evaluate(() => {
          const marks = window as unknown as { drawnPage?: Element | null; drawnHeader?: Element | null };
          return {
            page: !!marks.drawnPage && marks.drawnPage === document.querySelector('main > *'),
            header: !!marks.drawnHeader && marks.drawnHeader === document.querySelector('header'),
          };
        }),
    };
  }

  test('the browser hydrates the server-drawn home in place: the same nodes, no mismatch, and it runs', async ({ page }) => {
    const hydration = await watchHydration(page);
    await page.goto('/');
    // the countdown ticks only once the page's own code runs in the server-drawn nodes
    const seconds = page.getByTestId('cat-countdown').locator('li strong').last();
    const drawn = await seconds.textContent();
    await expect(seconds).not.toHaveText(drawn ?? '', { timeout: 15_000 });
    expect(await hydration.hydrated()).toEqual({ page: true, header: true });
    expect(hydration.errors).toEqual([]);
  });

  test("the page's boot asks the API for nothing and loads no API code: the layout's data and the home's blocks come in the document", async ({ page }) => {
    const asked: string[] = [];
    const scripts: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (['fetch', 'xhr'].includes(req.resourceType()) && pathname.startsWith('/api/')) asked.push(pathname);
      if (req.resourceType() === 'script') scripts.push(pathname);
    });
    await page.goto('/');
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // the navigation bar's own buttons are drawn with the page
    await expect(page.getByTestId('mega-menu').getByRole('link', { name: 'Ofertas' })).toBeVisible();
    // the categories are read when the shopper reaches for the menu, and only they; the code of that call (the HTTP
    // client, the validation library, the answers' schemas) is downloaded with it, behind its `import()`
    const booted = scripts.length;
    await page.getByTestId('mega-menu').getByRole('button', { name: 'Categorías' }).hover();
    await expect(page.locator('.bg-mega-roots a').first()).toBeVisible();
    expect(asked).toEqual(['/api/categorias']);
    expect(scripts.length).toBeGreaterThan(booted);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test("the home's first carousel, on the first screen, comes drawn with its products; the boot asks the API nothing", async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (['fetch', 'xhr'].includes(req.resourceType()) && pathname.startsWith('/api/')) asked.push(pathname);
      });
      const hydration = await watchHydration(page);
      const response = await page.goto('/');
      const drawn = await response!.text();
      expect(drawn).toContain('data-testid="cat-most-popular"');
      expect(drawn).toMatch(/data-testid="cat-most-popular"[\s\S]*data-codigo="\d+"/);
      // the slides of the widest first view (4); the others come when the carousel starts, near the viewport
      expect(drawn.match(/data-testid="cat-product-card"/g)).toHaveLength(4);
      const block = page.getByTestId('cat-most-popular');
      await expect(block).toBeInViewport();
      await expect(block.getByTestId('cat-product-card')).toHaveCount(12);
      await untilInteractive(page);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(await hydration.hydrated()).toEqual({ page: true, header: true });
      expect(hydration.errors).toEqual([]);
      // the drawn cards work: one goes to the cart
      await untilCardsInteractive(block);
      const before = Number(await page.getByTestId('cart-count').textContent());
      await block.getByTestId('cat-add-to-cart').first().click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    });
  });

  for (const [name, path] of [
    ['category', '/categoria/100/medicamentos'],
    ['product', PRODUCT],
    ['quantity promotion', '/productos/3x2'],
    ['promotions', '/productos/promociones'],
  ] as const) {
    test(`the browser hydrates the server-drawn ${name} page in place: the same nodes, no mismatch`, async ({ page }) => {
      const hydration = await watchHydration(page);
      await page.goto(path);
      // usable: the header's cart count answers a click on the page's own add button (until hydrated, a card's and
      // the product page's post their forms, decisions 071 and 075)
      if (name === 'product') await untilProductInteractive(page);
      else await untilCardsInteractive(page);
      const before = Number(await page.getByTestId('cart-count').textContent());
      await page.locator('[data-testid="cat-add-to-cart"], [data-testid="cat-detail-add"]').first().click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
      expect(await hydration.hydrated()).toEqual({ page: true, header: true });
      expect(hydration.errors).toEqual([]);
    });
  }

  test('the boot loads only the route owner: the catalog comes with the first search, checkout with the cart', async ({ page }) => {
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    const originOf = (remote: string) => new URL(remotes[remote]!).origin;
    const loaded = new Set<string>();
    page.on('request', (req) => {
      if (/^\/remoteEntry\.[0-9a-f]+\.js$/.test(new URL(req.url()).pathname)) loaded.add(new URL(req.url()).origin);
    });
    await page.goto('/nosotros');
    await expect(page.getByTestId('about-page')).toBeVisible();
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    expect([...loaded]).toEqual([originOf('content')]);
    const header = new SiteHeader(page);
    await header.openSearch();
    expect(loaded.has(originOf('catalog'))).toBe(true);
    await page.getByTestId('cart-button').hover();
    await expect(page.getByTestId('mini-cart')).toBeVisible();
    expect(loaded.has(originOf('checkout'))).toBe(true);
  });

  for (const path of ['/', PRODUCT]) {
    test(`${path === '/' ? 'the home' : 'a product'} requests its scripts with the document: the entry deferred, its boot and the owner's code preloaded`, async ({ page }) => {
      const response = await page.goto(path);
      const html = await response!.text();
      const head = html.slice(0, html.indexOf('</head>'));
      // the shell's entry is a deferred script of the head; what it loads next is preloaded beside it
      expect(head).toMatch(/<script defer src="\/static\/main\.[0-9a-f]+\.js" nonce="[^"]+"><\/script>/);
      expect(head).toMatch(/<link rel="preload" as="script" href="\/static\/bootstrap\.[0-9a-f]+\.js">/);
      expect(head).toMatch(/<link rel="preload" as="script" href="http:\/\/[^"]+\/remoteEntry\.[0-9a-f]+\.js">/);
      // and no script of the page's own loads the others: every inline script element is data
      for (const tag of html.match(/<script(?![^>]* src=)[^>]*>/g) ?? []) expect(tag).toContain('type="application/json"');
      await untilInteractive(page);
      // requested while the document was being read, not after it had loaded
      const timing = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => /\/(static\/(main|bootstrap)|remoteEntry)\.[0-9a-f]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => ({ name: r.name, start: r.startTime }));
        return { load: nav!.loadEventStart, scripts };
      });
      expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of timing.scripts) expect(script.start, script.name).toBeLessThan(timing.load);
    });
  }

  test("the scripts of a first load tell V8 to compile them while they stream; code loaded on demand does not", async ({ page }) => {
    const HINT = '//# allFunctionsCalledOnLoad';
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto('/');
    await untilInteractive(page);
    await page.waitForLoadState('networkidle');
    const firstLine = async (url: string) => (await (await page.request.get(url)).text()).split('\n', 1)[0];
    const named = (pattern: RegExp) => scripts.filter((url) => pattern.test(new URL(url).pathname));
    // the host's entry and boot, the catalog's entry and its ./pages expose
    const boot = [...named(/^\/static\/(main|bootstrap)\.[0-9a-f]+\.js$/), ...named(/^\/remoteEntry\.[0-9a-f]+\.js$/), ...named(/\/pages-expose\.[0-9a-f]+\.js$/)];
    expect(boot.length).toBeGreaterThanOrEqual(4);
    for (const url of boot) expect(await firstLine(url), url).toBe(HINT);
    // the blocks further down are not part of the first load: their code comes when they near the viewport, and is
    // compiled lazily, as code loaded on demand
    const loaded = scripts.length;
    const onDemand = page.waitForResponse((res) => res.request().resourceType() === 'script');
    await page.mouse.wheel(0, 1500);
    const url = (await onDemand).url();
    expect(scripts.indexOf(url)).toBeGreaterThanOrEqual(loaded);
    expect(await firstLine(url)).not.toBe(HINT);
  });

  test("the header's count comes drawn in the document from the cart the server keeps, a visitor's and a customer's, and stays", async ({ page }) => {
    const [a, b] = await twoProducts(page.request);
    /** The count in the header of a document as the server sent it (no script has run). */
    const drawnCount = async (path: string) => /data-testid="cart-count"[^>]*>(\d+)</.exec(await (await page.request.get(path)).text())?.[1];
    // a visitor: the cart the cart cookie names
    expect(await drawnCount('/nosotros')).toBe('0');
    await putCart(page.request, [{ product: a, quantity: 3 }]);
    expect(await drawnCount('/nosotros')).toBe('3');
    const hydration = await watchHydration(page);
    await page.goto('/nosotros');
    await untilInteractive(page);
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    expect(hydration.errors).toEqual([]);
    // a customer: their own cart, whatever the visitor's was
    await skipSeededPopup(page);
    await loginAsDemo(page);
    await putCart(page.request, [
      { product: a, quantity: 1 },
      { product: b, quantity: 4 },
    ]);
    expect(await drawnCount('/nosotros')).toBe('5');
    await page.goto('/nosotros');
    await untilInteractive(page);
    await expect(page.getByTestId('cart-count')).toHaveText('5');
  });

  test('the browser hydrates the server-drawn /login in place, and the customer logs in with it', async ({ page }) => {
    const hydration = await watchHydration(page);
    await page.goto('/login?redirect=%2Fmis-pedidos');
    const login = page.getByTestId('login-page');
    await expect(login.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await login.getByLabel('Correo electrónico').fill(DEMO_CUSTOMER.mail);
    await login.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
    expect(await hydration.hydrated()).toEqual({ page: true, header: true });
    await login.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/mis-pedidos$/);
    expect(hydration.errors).toEqual([]);
  });

  /** The demo customer with two products in their cart on the server, whose copy the cart page is drawn from. */
  async function customerWithCart(page: Page) {
    // the seeded pop-up opens once the page is idle, at any moment, and would cover the page's controls
    await skipSeededPopup(page);
    await loginAsDemo(page);
    const [a, b] = await twoProducts(page.request);
    await putCart(page.request, [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ]);
    return [a, b] as const;
  }

  test("a customer's /carrito arrives drawn: steps, lines, the calculation's total and 'Continuar', before any script", async ({ page }) => {
    const [a, b] = await customerWithCart(page);
    // the document alone, as the server sends it (no script runs)
    const res = await page.request.get('/carrito');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const main = html.slice(html.indexOf('<main'));
    expect(main).toContain('data-testid="cart-page"');
    expect(main).toContain('Detalle del carrito');
    for (const product of [a, b]) expect(main).toContain(product.descripcion.slice(0, 20));
    const drawnTotal = /data-testid="summary-total">([^<]+)</.exec(main)?.[1];
    expect(drawnTotal).toMatch(/^Gs\.\u00a0[\d.]+$/);
    expect(main).toMatch(/<button[^>]*>Continuar<\/button>/);
    // the same total the API's calculation gives this cart
    const calc = await page.request.post('/api/peticiones/calcular/web', {
      headers: APP_AUTH,
      data: { items: [{ codigo: a.codigo, cantidad: 2 }, { codigo: b.codigo, cantidad: 1 }], delivery: true, address: null, office: null, paymentMethod: null, tipoEntrega: 'inmediata', entrega: { tipo: 1, horario: null, fecha: null, contacto: null }, cuponCodigo: null, giftCodigo: null, bolsa: null },
    });
    const total = ((await calc.json()) as { result: { total: number } }).result.total;
    expect(Number(drawnTotal!.replace(/\D/g, ''))).toBe(total);
  });

  test('the browser hydrates the drawn /carrito in place, without a mismatch, and it works', async ({ page }) => {
    await customerWithCart(page);
    const hydration = await watchHydration(page);
    await page.goto('/carrito');
    const page3 = page.getByTestId('cart-page');
    // the counters are disabled until the page is hydrated
    const more = page3.getByTestId('cart-line').first().getByRole('button', { name: 'Agregar una unidad' });
    await expect(more).toBeEnabled();
    const before = await page.getByTestId('summary-total').textContent();
    expect(await hydration.hydrated()).toEqual({ page: true, header: true });
    // its own code runs in the drawn nodes: one more unit of the first line is priced again
    await more.click();
    await expect(page.getByTestId('summary-total')).not.toHaveText(before ?? '');
    expect(hydration.errors).toEqual([]);
  });

  test("a change the server has not taken yet only costs the head start: the page turns to it and its amounts, and sends it once it can", async ({ page }) => {
    const [a, b] = await customerWithCart(page);
    // a flaky network: the page's saves of its cart do not reach the server
    const unsent = (route: Route) => (route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.fallback());
    await page.route('**/api/cart/actual', unsent);
    await page.goto('/carrito');
    const remove = page.getByRole('button', { name: `Quitar ${b.descripcion}` });
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // the server still has both lines; the document drawn from it comes with both
    expect(await serverCartLines(page.request)).toHaveLength(2);
    const hydration = await watchHydration(page);
    await page.reload();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const calc = await page.request.post('/api/peticiones/calcular/web', {
      headers: APP_AUTH,
      data: { items: [{ codigo: a.codigo, cantidad: 2 }], delivery: true, address: null, office: null, paymentMethod: null, tipoEntrega: 'inmediata', entrega: { tipo: 1, horario: null, fecha: null, contacto: null }, cuponCodigo: null, giftCodigo: null, bolsa: null },
    });
    const total = ((await calc.json()) as { result: { total: number } }).result.total;
    await expect(page.getByTestId('summary-total')).toHaveText(new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' }).format(total));
    expect(hydration.errors).toEqual([]);
    // the connection comes back: the change reaches the server
    await page.unroute('**/api/cart/actual', unsent);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect.poll(() => serverCartLines(page.request)).toEqual([{ codigo: a.codigo, quantity: 2 }]);
  });

  test('nothing shifts while the browser takes the page over', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PARACETAMOL 500 MG');
    await untilProductInteractive(page);
    const before = Number(await page.getByTestId('cart-count').textContent());
    await page.getByTestId('cat-detail-add').click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    // every layout shift since the document started, read from the browser's own buffer
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          // no shift at all: the observer is never called
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
  });

  test('a logged-in customer gets the header drawn with their session and a hydrated product page', async ({ page }) => {
    await loginAsDemo(page);
    const hydration = await watchHydration(page);
    const res = await page.request.get(PRODUCT);
    // the document carries the session the server drew it with: this customer's
    expect(await res.text()).toMatch(/<script id="botica-session" type="application\/json" nonce="[A-Za-z0-9+/=]+">\{"customer":\{[^<]*"clieCodigo":\d+/);
    await page.goto(PRODUCT);
    await closeNotificationPopup(page);
    await untilProductInteractive(page);
    const before = Number(await page.getByTestId('cart-count').textContent());
    await page.getByTestId('cat-detail-add').click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    expect((await hydration.hydrated()).header).toBe(true);
    expect(hydration.errors).toEqual([]);
  });

  test("a visitor's /carrito is redirected by the server to the login form, before anything paints", async ({ page, request }) => {
    const res = await request.get('/carrito', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/login?redirect=%2Fcarrito');
    await page.goto('/carrito');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcarrito$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test("a customer's /login is redirected by the server to the account", async ({ page }) => {
    const login = await page.request.post('/api/customers/login', { data: DEMO_CUSTOMER, headers: APP_AUTH });
    expect(login.ok()).toBe(true);
    const res = await page.request.get('/login', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/mi-cuenta');
  });

  test("the browser's price reads exactly like the server's and like Chromium's own Intl", async ({ page, request }) => {
    const html = await (await request.get(PRODUCT)).text();
    const serverPrice = /data-testid="cat-detail-price"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(serverPrice).toMatch(/^Gs\.\u00a0[\d.]+$/);
    await page.goto(PRODUCT);
    await expect(page.getByTestId('cat-detail-add')).toBeEnabled();
    const price = page.getByTestId('cat-detail-price');
    await expect(price).toBeVisible();
    expect(await price.textContent()).toBe(serverPrice);
    const amount = Number(serverPrice!.replace(/\D/g, ''));
    expect(await page.evaluate((n) => new Intl.NumberFormat('es-PY', { style: 'currency', currency: 'PYG' }).format(n), amount)).toBe(serverPrice);
  });
});

test.describe("every catalogue listing comes with its cards in the document", () => {
  /** The product cards in a document as the server sent it (its raw text, no script run). */
  const cardsIn = (html: string) => html.match(/data-testid="cat-product-card"/g)?.length ?? 0;

  test('each listing route of the catalogue, drawn by the server with its products', async ({ page }) => {
    const menu = (await (await page.request.get('/api/categorias', { headers: APP_AUTH })).json()) as { results: { MEW_URL: string; MEW_CARGA_PERSONALIZADA: string }[] };
    const custom = menu.results.find((m) => m.MEW_CARGA_PERSONALIZADA === 'S');
    expect(custom, 'un menú personalizado sembrado').toBeTruthy();
    const listings: [string, string][] = [
      ['category', '/categoria/100/medicamentos'],
      ['products', '/productos?tipo=destacados'],
      ['products-promo', '/productos/3x2'],
      ['products-promo', '/productos/promociones'],
      ['products-custom', custom!.MEW_URL],
      ['discounts', '/descuentos/20'],
      ['featured', '/destacados/marca/3001'],
      ['by-brand', '/marca/3001/laboratorio-demo-tajy'],
      ['by-maker', `/fabricante/${encodeURIComponent('Laboratorio Demo Tajy')}/laboratorio-demo-tajy`],
      ['search', '/buscar?s=crema'],
      ['world-search', '/mundo/oncologicos/buscar?s=letrozol'],
    ];
    for (const [route, path] of listings) {
      const res = await page.request.get(path);
      expect(res.status(), `${route} ${path}`).toBe(200);
      expect(cardsIn(await res.text()), `tarjetas de ${route} en el documento de ${path}`).toBeGreaterThan(0);
    }
  });

  test("a customer's favourites, drawn by the server with their session", async ({ page }) => {
    const email = unique().email('favoritos-servidor');
    await registerPersona(page.request, email, 'Clave1234');
    const login = await page.request.post('/api/customers/login', { data: { mail: email, password: 'Clave1234' }, headers: APP_AUTH });
    expect(login.ok()).toBe(true);
    expect((await page.request.post('/api/favoritos/agregar/100001', { headers: APP_AUTH })).ok()).toBe(true);
    const res = await page.request.get('/favoritos');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(cardsIn(html)).toBe(1);
    expect(html).toContain('data-codigo="100001"');
  });
});
