// A shopper's walk through a running shop, in a real browser: the benchmark measures the single bundle only after it
// has shown, like the federated build, that its pages really work. Fails (throws) at the first step that does not.
//   home → a category from the header menu → a product → add to cart → log in with the form → the cart,
// with no error logged by the app or thrown in the page on the way and one React in the page.

const TIMEOUT = 20_000;

function fail(step, detail) {
  throw new Error(`${step}: ${detail}`);
}

/** Records every React renderer started in the page, through the hook React offers developer tools. */
function countReactRenderers() {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      inject(renderer) {
        renderers.set(renderers.size + 1, renderer);
        document.documentElement.dataset.reactRenderers = Array.from(renderers.values(), (r) => r.version ?? '?').join(',');
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @returns {Promise<string>} what was seen, in a few words
 */
export async function checkShop(browser, origin) {
  const context = await browser.newContext({ locale: 'es-PY', baseURL: origin });
  const page = await context.newPage();
  const errors = [];
  // the browser's own line for an API answer of 4xx (a visitor's 401 before logging in) is not the app's error
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const federationFiles = [];
  page.on('request', (req) => /(remoteEntry(\.[0-9a-f]+)?\.js|mf-manifest\.json)$/.test(new URL(req.url()).pathname) && federationFiles.push(req.url()));
  await page.addInitScript(countReactRenderers);
  // the demo customer's notification pop-up was seen already: it would cover the header
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  try {
    const home = await page.goto('/');
    if (home?.status() !== 200) fail('inicio', `respondió ${home?.status()}`);
    if (!(await home.text()).includes('data-testid="catalog-home"')) fail('inicio', 'el servidor no dibujó la primera pantalla');
    await page.getByTestId('catalog-home').waitFor({ timeout: TIMEOUT });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TIMEOUT });

    const menu = page.getByTestId('mega-menu');
    await menu.getByRole('button', { name: /Categorías/ }).hover();
    await menu.getByRole('link', { name: 'Medicamentos', exact: true }).first().click();
    await page.waitForURL(/\/categoria\/100\/medicamentos$/, { timeout: TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Medicamentos' }).waitFor({ timeout: TIMEOUT });
    const cards = page.getByTestId('cat-product-card');
    await cards.first().waitFor({ timeout: TIMEOUT });
    if ((await cards.count()) !== 12) fail('categoría', `${await cards.count()} productos en vez de 12`);

    const link = cards.first().getByRole('link').first();
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await page.getByTestId('cat-product-page').waitFor({ timeout: TIMEOUT });
    const heading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    if (heading !== name) fail('producto', `título "${heading}" en vez de "${name}"`);

    await page.getByTestId('cat-detail-add').click();
    const toast = page.getByTestId('cart-added-toast');
    await toast.waitFor({ timeout: TIMEOUT });
    if (!((await toast.textContent()) ?? '').includes('Se añadió al carrito')) fail('agregar al carrito', 'sin aviso');
    await page.getByTestId('cart-count').filter({ hasText: '1' }).first().waitFor({ timeout: TIMEOUT });

    await page.goto('/login');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TIMEOUT });
    await page.getByLabel('Correo electrónico').fill('cliente@farmacia.test');
    await page.getByLabel('Contraseña').fill('Demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/mi-cuenta$/, { timeout: TIMEOUT });
    await page.getByTestId('account-link').filter({ hasText: 'María' }).first().waitFor({ timeout: TIMEOUT });

    await page.goto('/carrito');
    await page.getByTestId('cart-page').waitFor({ timeout: TIMEOUT });
    // a line shows a shortened title, the whole one in its `title`
    await page.getByTestId('cart-line').filter({ has: page.getByTitle(name, { exact: true }) }).first().waitFor({ timeout: TIMEOUT });
    // the drawn page shows before any script has run: React announces itself once the page is hydrated
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: TIMEOUT });

    const renderers = ((await page.locator('html').getAttribute('data-react-renderers')) ?? '').split(',').filter(Boolean);
    if (renderers.length !== 1) fail('React', `${renderers.length} renderizadores en la página`);
    if (errors.length) fail('consola', errors.join(' | '));
    return `${name}; ${federationFiles.length ? `${federationFiles.length} archivos de federación` : 'sin federación'}`;
  } finally {
    await context.close();
  }
}
