// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import { productFixture } from '../test/product-fixture';
import { render, renderEmbed, type RenderResult } from './render';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import type { EmbedInput } from '@botica/platform/server/embedded-fragments';

const banner = (codigo: number, posicion: string, url: string, imagen: string) => ({
  codigo,
  posicion,
  orden: codigo,
  url,
  imagen,
  imagenWeb: null,
  descripcion: `Banner ${codigo}`,
  fechaFin: null,
});

/** A fake API answering the first-screen reads of the home (its first carousel: one product) and of product 100001. */
function fakeApi(seen: IncomingHttpHeaders[]): Server {
  return createServer((req, res) => {
    seen.push({ ...req.headers, 'x-test-path': req.url?.split('?')[0] });
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/banners' && url.searchParams.get('posicion') === 'CARRUSEL_SUPERIOR') {
      return send(200, { ok: true, results: [banner(1, 'CARRUSEL_SUPERIOR', '/categoria/200/vitaminas', 'banners/salud.webp')] });
    }
    if (url.pathname === '/api/temporizador') return send(200, { ok: true, results: [] });
    if (url.pathname === '/api/ofertas') {
      return send(200, { ok: true, results: { principal: [banner(2, 'OFERTA_PRINCIPAL', 'https://promo.example.com/', 'banners/2x1.webp')], secundaria: [] } });
    }
    if (url.pathname === '/api/productos/top') {
      const top = [productFixture({ codigo: 100003, descripcion: 'PROTECTOR SOLAR FPS 50', slug: 'protector-solar-fps-50', precio: 98000, precioSinDescuento: 98000 })];
      return send(200, { ok: true, results: top, total: top.length, page: 1, pageSize: 12 });
    }
    if (url.pathname === '/api/productos/100001') {
      return send(200, { ok: true, result: productFixture({ precio: 1234567, precioSinDescuento: 1234567 }) });
    }
    if (url.pathname === '/api/productos/100004') {
      // a discount for testers only, next to one for everyone
      const form = (codigoDescuento: number, descripcion: string, test: boolean) => ({
        codigoDescuento, descripcion, porcentaje: 10, precioConDescuento: 9000, productoCodigo: 100004, test,
      });
      const descuentosFormas = [form(1, 'con tarjeta Guaraní', false), form(2, 'con la billetera de prueba', true)];
      return send(200, { ok: true, result: productFixture({ codigo: 100004, precio: 10000, precioSinDescuento: 10000, descuentosFormas }) });
    }
    // a product whose chosen quantity is 3
    if (url.pathname === '/api/productos/100005') {
      return send(200, { ok: true, result: productFixture({ codigo: 100005, descripcion: 'ALCOHOL 70 500 ML', slug: 'alcohol-70-500-ml', quantity: 3 }) });
    }
    if (url.pathname === '/api/customers/sesion') return send(500, { ok: false, errors: [{ msg: 'el renderizador no lee la sesión' }] });
    if (url.pathname === '/api/productos/100002') {
      // answered late so that it overlaps the other product's render
      const answer = { ok: true, result: productFixture({ codigo: 100002, descripcion: 'IBUPROFENO 400 MG', slug: 'ibuprofeno-400-mg' }) };
      setTimeout(() => send(200, answer), 30);
      return;
    }
    // the listings: one product each, under the list's own title
    const listing = (descripcion: string, precio: number, titulo?: string) => {
      const results = [productFixture({ codigo: 100010, descripcion, slug: descripcion.toLowerCase().replace(/\W+/g, '-'), precio, precioSinDescuento: precio })];
      return send(200, { ok: true, results, total: 1, page: 1, pageSize: 12, ...(titulo === undefined ? {} : { titulo }), sugerencia: null });
    };
    if (url.pathname === '/api/productos/ofertas/9001') return listing('VITAMINA C 1 G EFERVESCENTE', 45500, 'Ofertas');
    if (url.pathname === '/api/productos/descuento/20') return listing('CREMA HIDRATANTE 200 ML', 61000, 'Productos con 20% de descuento');
    if (url.pathname === '/api/productos/listado/marca/55') return listing('SHAMPOO NEUTRO 400 ML', 32900, 'Marca Ejemplo');
    // a maker is named by its name, encoded once in the API's path as in the page's
    if (url.pathname === '/api/productos/listado/fabricante/Laboratorio%20Ejemplo') return listing('JARABE PARA LA TOS 120 ML', 18700, 'Laboratorio Ejemplo');
    if (url.pathname === '/api/productos/destacados') return listing('ALCOHOL EN GEL 250 ML', 15000);
    if (url.pathname === '/api/buscar' && url.searchParams.get('q') === 'paracetamol') return listing('PARACETAMOL 750 MG X 10', 9800);
    // a customer's favourites, read with their session
    if (url.pathname === '/api/favoritos') {
      if (req.headers.cookie !== 'token=abc') return send(401, { ok: false, errors: [{ msg: 'Debe iniciar sesión para continuar.' }] });
      return listing('CREMA DE MANOS 50 ML', 27500);
    }
    // the quantity promotions, each its own list (and all three on /productos/promociones)
    if (url.pathname === '/api/productos/promociones/3x2') return listing('JABÓN LÍQUIDO 250 ML', 21000, 'Promoción 3x2');
    if (url.pathname === '/api/productos/promociones/4x2') return listing('PAÑALES TALLE M X 30', 89000, 'Promoción 4x2');
    if (url.pathname === '/api/productos/promociones/2x1') return listing('CEPILLO DENTAL SUAVE', 11500, 'Promoción 2x1');
    // the oncology world: it exists, and its search finds within it
    if (url.pathname === '/api/landing/estilo/mundo/oncologicos') return send(200, { ok: true });
    if (url.pathname === '/api/landing/oncologicos') {
      return send(200, {
        ok: true,
        landingResult: { slug: 'oncologicos', nombre: 'Mundo Oncológico', descripcion: null, oncologico: true },
        estilo: { primario: '#663399', secundario: '#3366cc', terciario: '#ffee00', complementario: '#ffffff', complementario2: '#000000' },
        sliderPrincipal: [],
        el_ella: [],
        internas: [],
        secciones: [],
      });
    }
    if (url.pathname === '/api/landing/oncologicos/buscar' && url.searchParams.get('q') === 'ondansetron') return listing('ONDANSETRÓN 8 MG X 10', 154000);
    return send(404, { ok: false, errors: [{ msg: 'No encontrado' }] });
  });
}

let api: Server;
let apiUrl = '';
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = fakeApi(seen);
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const product = (input: Partial<RenderInput> = {}) =>
  ({ path: '/producto/100001/paracetamol-500-mg-x-20-comprimidos', search: '', apiUrl, ...input }) satisfies RenderInput;

/** The drawn page of a render (failing the test when there is none). */
function drawn(result: Awaited<ReturnType<typeof render>>) {
  if (!result || 'unknownPath' in result || 'undecided' in result) throw new Error(`not drawn: ${JSON.stringify(result)}`);
  return result;
}

describe('server render (source)', () => {
  it('renders the product page with its name, price and main image, forwarding the cookie', async () => {
    seen.length = 0;
    const result = await render(product({ cookie: 'sesion=abc' }));
    expect(result).not.toBeNull();
    const { html, title, data } = drawn(result);
    expect(html).toContain('data-testid="cat-product-page"');
    expect(html).toContain('PARACETAMOL 500 MG X 20 COMPRIMIDOS');
    expect(html).toContain('Gs.\u00a01.234.567');
    expect(html).toContain('src="/api/imagenes/placeholders/medicamentos.svg"');
    expect(title).toBe('PARACETAMOL 500 MG X 20 COMPRIMIDOS | Botica Guaraní');
    expect(Object.keys(data)).toEqual([catalogQueries.product(100001)]);
    expect(seen[0]).toMatchObject({ cookie: 'sesion=abc', authorization: APP_AUTHORIZATION });
  });

  it("the product page's counter starts from the product's quantity, and its \"Agregar al carrito\" adds as many", async () => {
    const counter = (html: string) => html.match(/data-testid="cat-quantity"[\s\S]*?<input[^>]*value="(\d+)"/)?.[1];
    const units = (html: string) => html.match(/<input type="hidden" name="cantidad" value="(\d+)"/)?.[1];
    const three = drawn(await render(product({ path: '/producto/100005/alcohol-70-500-ml' }))).html;
    expect(counter(three)).toBe('3');
    expect(units(three)).toBe('3');
    // the catalogue's product as it usually comes: one unit
    const one = drawn(await render(product())).html;
    expect(counter(one)).toBe('1');
    expect(units(one)).toBe('1');
  });

  it('draws for the session the host read for the document, never reading it again', async () => {
    seen.length = 0;
    const path = '/producto/100004/paracetamol';
    const tester = drawn(await render({ path, search: '', apiUrl, cookie: 'token=abc', session: { customer: customerFixture({ esTester: true }) } }));
    expect(tester.html).toContain('con tarjeta Guaraní');
    expect(tester.html).toContain('con la billetera de prueba');
    const visitor = drawn(await render({ path, search: '', apiUrl, session: { customer: null } }));
    expect(visitor.html).toContain('con tarjeta Guaraní');
    expect(visitor.html).not.toContain('con la billetera de prueba');
    // a session the host could not read: the visitor's page, still without asking the API for it
    const unknown = drawn(await render({ path, search: '', apiUrl, cookie: 'token=abc' }));
    expect(unknown.html).not.toContain('con la billetera de prueba');
    expect(seen.map((headers) => headers['x-test-path'])).not.toContain('/api/customers/sesion');
  });

  it('renders the home with its first banners and first carousel; the blocks further down keep their placeholders', async () => {
    const result = await render({ path: '/', search: '', apiUrl });
    expect(result).not.toBeNull();
    const { html, title, data } = drawn(result);
    expect(html).toContain('data-testid="cat-top-banners"');
    expect(html).toMatch(/<a [^>]*href="\/categoria\/200\/vitaminas"[^>]*><picture><img src="\/api\/imagenes\/banners\/salud.webp"/);
    expect(html).toContain('href="https://promo.example.com/"');
    expect(html).toContain('fetchPriority="high"');
    // «Los más populares» is on a phone's first screen: drawn with its products and prices
    expect(html).toContain('data-testid="cat-most-popular"');
    expect(html).toContain('PROTECTOR SOLAR FPS 50');
    expect(html).toContain('Gs.\u00a098.000');
    expect(data[catalogQueries.homeList('top')]).toMatchObject({ results: [{ codigo: 100003 }] });
    expect(html).toContain('style="min-height:24rem"');
    expect(html).not.toContain('cat-new-arrivals');
    expect(title).toBe('Botica Guaraní | Farmacia y tienda de salud y belleza en línea');
  });

  it('reads the product and the products list for every request but keeps the banners, which are alike for every shopper', async () => {
    await render({ path: '/', search: '', apiUrl });
    await render(product());
    seen.length = 0;
    await render({ path: '/', search: '', apiUrl });
    await render(product());
    expect(seen.map((h) => h['x-test-path'] ?? '')).toEqual(['/api/productos/top', '/api/productos/100001']);
  });

  it('keeps concurrent renders apart (one cache per request)', async () => {
    const [slow, fast] = (await Promise.all([
      render(product({ path: '/producto/100002/ibuprofeno-400-mg', cookie: 'sesion=b' })),
      render(product({ cookie: 'sesion=a' })),
    ])).map(drawn);
    expect(slow?.html).toContain('IBUPROFENO 400 MG');
    expect(slow?.html).not.toContain('PARACETAMOL');
    expect(Object.keys(slow?.data ?? {})).toEqual([catalogQueries.product(100002)]);
    expect(fast?.html).toContain('PARACETAMOL 500 MG X 20 COMPRIMIDOS');
    expect(fast?.html).not.toContain('IBUPROFENO');
  });

  it.each([
    ['the offers', '/productos/ofertas/9001', '', 'VITAMINA C 1 G EFERVESCENTE', 'Gs.\u00a045.500', 'Ofertas | Botica Guaraní'],
    ['a discount', '/descuentos/20', '', 'CREMA HIDRATANTE 200 ML', 'Gs.\u00a061.000', 'Productos con 20% de descuento | Botica Guaraní'],
    ['a brand', '/marca/55/marca-ejemplo', '', 'SHAMPOO NEUTRO 400 ML', 'Gs.\u00a032.900', 'Marca Ejemplo | Botica Guaraní'],
    ['a maker named with spaces', '/fabricante/Laboratorio%20Ejemplo/laboratorio-ejemplo', '', 'JARABE PARA LA TOS 120 ML', 'Gs.\u00a018.700', 'Laboratorio Ejemplo | Botica Guaraní'],
    ['a plain list', '/productos', '?tipo=destacados', 'ALCOHOL EN GEL 250 ML', 'Gs.\u00a015.000', 'Destacados | Botica Guaraní'],
    ['a search', '/buscar', '?s=paracetamol', 'PARACETAMOL 750 MG X 10', 'Gs.\u00a09.800', 'Resultados de la Búsqueda | Botica Guaraní'],
    ['a quantity promotion', '/productos/3x2', '', 'JABÓN LÍQUIDO 250 ML', 'Gs.\u00a021.000', 'Promoción 3x2 | Botica Guaraní'],
  ])('draws the first product cards of %s, with the answer it drew them from', async (_name, path, search, name, price, pageTitle) => {
    const { html, title, data } = drawn(await render({ path, search, apiUrl }));
    expect(html).toContain(name);
    expect(html).toContain(price);
    expect(html).toContain('href="/producto/100010/');
    expect(title).toBe(pageTitle);
    expect(Object.values(data)).toEqual([expect.objectContaining({ results: [expect.objectContaining({ codigo: 100010 })] })]);
    // its "Agregar al carrito" is a form the server takes before the scripts (decision 075): one unit of the card's
    // product, with a one-time token of its own
    const form = html.match(/<form [^>]*action="\/carrito\/agregar" method="post">([\s\S]*?)<\/form>/);
    expect(form?.[1]).toContain('<input type="hidden" name="codigo" value="100010"/>');
    expect(form?.[1]).toContain('<input type="hidden" name="cantidad" value="1"/>');
    expect(form?.[1]).toMatch(/<input type="hidden" name="token" value="[A-Za-z0-9_-]{22}"\/>/);
    expect(form?.[1]).toMatch(/<button type="submit"[^>]*data-testid="cat-add-to-cart"[^>]*>Agregar al carrito<\/button>/);
    expect(form?.[1]).not.toMatch(/<button[^>]* disabled/);
  });

  it("draws a world's search with its results and the world it fills the cart of", async () => {
    const { html, title, data } = drawn(await render({ path: '/mundo/oncologicos/buscar', search: '?s=ondansetron', apiUrl }));
    expect(html).toContain('ONDANSETRÓN 8 MG X 10');
    expect(html).toContain('Gs.\u00a0154.000');
    expect(html).toMatch(/<form [^>]*action="\/carrito\/agregar" method="post">/);
    expect(title).toBe('Resultados de la Búsqueda | Botica Guaraní');
    expect(Object.keys(data).sort()).toEqual(
      [catalogQueries.search('ondansetron', 'oncologicos', { page: 1, orderBy: undefined }), landingQueries.world('oncologicos')].sort(),
    );
  });

  it("draws a customer's favourites, read with their session; a visitor's are not drawn", async () => {
    const session = { customer: customerFixture({ clieCodigo: 7 }) };
    const { html, title, data } = drawn(await render({ path: '/favoritos', search: '', apiUrl, cookie: 'token=abc', session }));
    expect(html).toContain('data-testid="cat-favourites-page"');
    expect(html).toContain('CREMA DE MANOS 50 ML');
    expect(html).toContain('Gs.\u00a027.500');
    expect(title).toBe('Mis favoritos | Botica Guaraní');
    expect(Object.keys(data)).toEqual([catalogQueries.lists.favourites({ page: 1, orderBy: undefined })]);
    seen.length = 0;
    expect(await render({ path: '/favoritos', search: '', apiUrl, session: { customer: null } })).toBeNull();
    expect(await render({ path: '/favoritos', search: '', apiUrl })).toBeNull();
    expect(seen).toEqual([]);
  });

  it('draws every quantity promotion on /productos/promociones, one carousel each with its products', async () => {
    const { html, data } = drawn(await render({ path: '/productos/promociones', search: '', apiUrl }));
    expect(html).toContain('data-testid="cat-promotions-page"');
    for (const name of ['PAÑALES TALLE M X 30', 'JABÓN LÍQUIDO 250 ML', 'CEPILLO DENTAL SUAVE']) expect(html).toContain(name);
    expect(html).toContain('Gs.\u00a089.000');
    expect(Object.keys(data).sort()).toEqual(['4x2', '3x2', '2x1'].map((promo) => catalogQueries.homeList(`promociones/${promo}`)).sort());
  });

  it("draws a new token with every card's form and every render", async () => {
    const tokens = async () => [...drawn(await render({ path: '/productos/ofertas/9001', search: '', apiUrl })).html.matchAll(/name="token" value="([^"]+)"/g)].map((m) => m[1]);
    const [first, second] = [await tokens(), await tokens()];
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).not.toBe(second[0]);
  });

  it('answers null for a page it does not render, undecided when the API is down; a product or world that does not exist is an unknown path', async () => {
    expect(await render(product({ path: '/producto/999/no-existe' }))).toEqual(UNKNOWN_PATH);
    expect(await render(product({ path: '/descuentos/15' }))).toEqual(UNKNOWN_PATH);
    expect(await render(product({ path: '/productos/5x1' }))).toEqual(UNKNOWN_PATH);
    expect(await render(product({ path: '/carrito' }))).toBeNull();
    // the API cannot be reached: whether the product exists cannot be told, it is never claimed
    expect(await render(product({ apiUrl: 'http://127.0.0.1:9' }))).toEqual(UNDECIDED);
    // a world the API does not know, for its product page and its search (the fake API knows no world)
    expect(await render(product({ path: '/mundo/no-existe/producto/100001/paracetamol' }))).toEqual(UNKNOWN_PATH);
    expect(await render({ path: '/mundo/no-existe/buscar', search: '?s=crema', apiUrl })).toEqual(UNKNOWN_PATH);
    expect(await render({ path: '/mundo/NO_ES/buscar', search: '', apiUrl })).toEqual(UNKNOWN_PATH);
  });
});

describe("an exposed component drawn for another app's page", () => {
  const grid = (props: unknown, more: Partial<EmbedInput> = {}): EmbedInput => ({
    module: 'product-grid',
    exportName: 'ProductGrid',
    props,
    path: '/mundo/oncologicos',
    search: '',
    apiUrl,
    ...more,
  });
  const products = [productFixture({ codigo: 100003, descripcion: 'PROTECTOR SOLAR FPS 50', slug: 'protector-solar-fps-50' }), productFixture()];

  it("draws a world's product grid from the props it was given: catalog's cards, linking inside the world, for the document's session", async () => {
    seen.length = 0;
    const drawnGrid = await renderEmbed(grid({ products, world: 'oncologicos', oncologico: true }, { session: { customer: customerFixture() } }));
    expect(drawnGrid).not.toBeNull();
    const { html, head } = drawnGrid!;
    expect(html).toMatch(/^<ul [^>]*data-testid="cat-product-grid"/);
    expect(html.match(/data-testid="cat-product-card"/g)).toHaveLength(2);
    expect(html).toContain('PROTECTOR SOLAR FPS 50');
    expect(html).toContain('href="/mundo/oncologicos/producto/100003/');
    // the form its add button posts before the page hydrated comes back to the page it is in, to the oncology cart
    expect(html).toContain('value="/mundo/oncologicos"');
    // the first cards' image preloads go to the document's head
    expect(head).toContain('rel="preload"');
    expect(html.startsWith('<link')).toBe(false);
    // drawn from its props: the API is not asked
    expect(seen).toEqual([]);
  });

  it('draws nothing it does not expose, nor with props that are not its own (the browser then draws it)', async () => {
    expect(await renderEmbed(grid({ products }, { module: 'search-box' }))).toBeNull();
    expect(await renderEmbed(grid({ products }, { exportName: 'Otra' }))).toBeNull();
    expect(await renderEmbed(grid({ productos: products }))).toBeNull();
    expect(await renderEmbed(grid({ products: [{ codigo: 'no' }] }))).toBeNull();
  });
});

/**
 * The real builds: the server bundle's markup must use exactly the CSS-module class names of the client's
 * stylesheets, and its own stylesheet must land in the client's static folder.
 */
describe('server render (built bundle)', () => {
  let work = '';
  let built: { render: (input: RenderInput) => Promise<RenderResult | null> };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'catalog-ssr-'));
    const { rspack } = await import('@rspack/core');
    const here = path.resolve(__dirname, '..', '..');
    // a production remote's config is the app plus the standalone page's runtime provider: the app is enough here
    const clientConfigs = (await import(path.join(here, 'rspack.config.mjs'))).default({}, { mode: 'production' });
    const client = Array.isArray(clientConfigs) ? clientConfigs[0] : clientConfigs;
    client.output.path = path.join(work, 'dist');
    const server = (await import(path.join(here, 'rspack.server.config.mjs'))).default(
      { outDir: path.join(work, 'dist-ssr'), clientDist: path.join(work, 'dist') },
      { mode: 'production' },
    );
    // Client first (it cleans its folder), then the server build that adds its stylesheet to it.
    for (const config of [client, server]) {
      const stats = await new Promise<{ hasErrors(): boolean; toString(o: unknown): string }>((resolve, reject) =>
        rspack(config).run((error, result) => (error || !result ? reject(error) : resolve(result))),
      );
      expect(stats.hasErrors(), stats.toString({ all: false, errors: true })).toBe(false);
    }
    built = createRequire(__filename)(path.join(work, 'dist-ssr', 'render.cjs'));
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('uses the client stylesheets’ class names and returns its own stylesheet', async () => {
    const result = await built.render(product());
    expect(result?.html).toContain('Gs.\u00a01.234.567');
    const staticDir = path.join(work, 'dist', 'static');
    const classesIn = (files: string[]) =>
      new Set(files.flatMap((f) => [...readFileSync(path.join(staticDir, f), 'utf8').matchAll(/\.(cat-[\w-]+)/g)].map((m) => m[1])));
    const css = readdirSync(staticDir).filter((f) => f.endsWith('.css'));
    const clientClasses = classesIn(css.filter((f) => !f.startsWith('ssr.')));
    const used = [...result!.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)).filter((c) => c.startsWith('cat-'));
    expect(used.length).toBeGreaterThan(10);
    for (const name of used) {
      expect(name).toMatch(/^cat-[\w]+-[\w-]{6}$/);
      expect(clientClasses.has(name), name).toBe(true);
    }
    expect(result!.styles).toHaveLength(1);
    const own = result!.styles[0] ?? '';
    expect(own).toMatch(/^\/static\/ssr\.[0-9a-f]+\.css$/);
    const ownClasses = classesIn([path.basename(own)]);
    for (const name of used) expect(ownClasses.has(name), name).toBe(true);
  });

  it("names every script of the pages' expose with the drawn page, and no page chunk loaded later", async () => {
    const result = await built.render(product());
    const scripts = result?.scripts ?? [];
    // the expose's own chunk, under the name the build gives it (PAGES_EXPOSE_CHUNK, platform/build/app-config.mjs)
    expect(scripts).toContainEqual(expect.stringMatching(/^\/static\/pages-expose\.[0-9a-f]+\.js$/));
    // at least what the federation manifest names for the expose (it leaves out a chunk a shared fallback also
    // uses, which the render names too when there is one)
    const manifest = JSON.parse(readFileSync(path.join(work, 'dist', 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const named = manifest.exposes.find((e) => e.name === 'pages')!.assets.js;
    for (const file of named.sync) expect(scripts).toContain(`/${file}`);
    // a page's own chunk is requested only once the expose loaded: it is not preloaded (see PageChunksPlugin)
    expect(scripts.some((src) => named.async.includes(src.slice(1)))).toBe(false);
    for (const src of scripts) expect(existsSync(path.join(work, 'dist', src)), src).toBe(true);
  });
});
