// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderInput, type ServerFragment, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { render } from './render';

const estilo = { primario: '#b0235f', secundario: '#f7d6e4', terciario: '#5a1030', complementario: '#ffffff', complementario2: '#222222' };
const section = (codigo: number, titulo: string, extra: Record<string, unknown> = {}) => ({
  codigo, titulo, tipo: 'P', el_ella: null, interna: true, descripcion: null, banner: null, imagen: null, slider: [], ...extra,
});
const world = {
  ok: true,
  landingResult: { slug: 'belleza', nombre: 'Mundo Belleza', descripcion: 'Todo para tu cuidado', oncologico: false },
  estilo,
  sliderPrincipal: [{ imagen: 'mundos/belleza-1.webp', imagenWeb: 'mundos/belleza-1.webp', url: null, descripcion: 'Novedades' }],
  el_ella: [section(3, 'Para ella', { el_ella: 'ELLA' })],
  internas: [],
  // a section whose products the API fails to give: the page is drawn, that section's products come in the browser
  secciones: [section(7, 'Protección solar', { descripcion: 'Cuidá tu piel del sol' }), section(8, 'Maquillaje')],
};
const product = {
  codigo: 100003, descripcion: 'PROTECTOR SOLAR FPS 50', slug: 'protector-solar-fps-50', precio: 98000, precioSinDescuento: 98000, descuento: 0,
  mostrarDescuento: false, descuentosFormas: [], descuentoPorCantidad: null, marca: { codigo: 3001, descripcion: 'Laboratorio Demo' },
  categoria: { codigo: 101, descripcion: 'Solares', slug: 'solares' }, fotoPrincipal: { nombre: 'placeholders/belleza.svg' }, galeria: [],
  existencias: 10, promocion: 'N', nuevo: 'N', descontinuado: 'N', codigoControl: 1, calificacion: { promedio: 4, cantidad: 3 },
};
const sectionProducts = {
  ok: true,
  productos: { results: [product], total: 1, page: 1, pageSize: 12 },
  secciones_detalle: { codigo: 7, titulo: 'Protección solar', descripcion: 'Cuidá tu piel del sol', banner: 'banners/solar.webp' },
  estilo,
};

/** A fake API: the world `belleza` with its sections 7 (one product) and 8 (failing), and the shop's parameters. */
function fakeApi(seen: IncomingHttpHeaders[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    seen.push({ ...req.headers, 'x-test-path': url.pathname });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/customers/sesion') return send(500, { ok: false, errors: [{ msg: 'el renderizador no lee la sesión' }] });
    if (url.pathname === '/api/landing/belleza') return send(200, world);
    if (url.pathname === '/api/landing/lista/productos/7' && url.searchParams.get('landing') === 'belleza') return send(200, sectionProducts);
    if (url.pathname === '/api/landing/lista/productos/8') return send(500, { ok: false });
    if (url.pathname === '/api/landing/caido') return send(500, { ok: false });
    if (url.pathname === '/api/parametros') return send(200, { ok: true, results: {} });
    if (url.pathname === '/api/portadas/por-slug/gift-card-predeterminado') return send(200, { ok: true });
    return send(404, { ok: false, errors: [{ msg: 'No existe' }] });
  });
}

describe("the content's server renderer", () => {
  const seen: IncomingHttpHeaders[] = [];
  let api: Server;
  let input: (path: string, more?: Partial<RenderInput>) => RenderInput;

  beforeAll(async () => {
    api = fakeApi(seen);
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    input = (path, more = {}) => ({ path, search: '', apiUrl, ...more });
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  const drawn = async (path: string, more?: Partial<RenderInput>): Promise<ServerFragment> => {
    const answer = await render(input(path, more));
    expect(answer).toHaveProperty('html');
    return answer as ServerFragment;
  };

  it("draws a world's home from the API: its name, theme, sections and the products the browser's first render reads", async () => {
    seen.length = 0;
    const page = await drawn('/mundo/belleza', { cookie: 'token=abc', session: { customer: customerFixture() } });
    expect(page.html).toContain('data-testid="world-page"');
    expect(page.html).toMatch(/<h1>Mundo Belleza<\/h1>/);
    expect(page.html).toContain('Todo para tu cuidado');
    expect(page.html).toContain('--ct-w-primario:#b0235f');
    expect(page.html).toMatch(/<h2 id="ct-sec-7">Protección solar<\/h2>/);
    expect(page.html).toContain('Cuidá tu piel del sol');
    expect(page.html).toContain('href="/mundo/belleza/7"');
    expect(page.title).toBe('Mundo Belleza | Botica Guaraní');
    // the answers by the keys the page reads: the browser's first render matches; a failed section read is left out
    expect(Object.keys(page.data ?? {}).sort()).toEqual([landingQueries.section('belleza', '7', 1), landingQueries.world('belleza')].sort());
    expect(page.data?.[landingQueries.world('belleza')]).toEqual(world);
    // the section's products in catalog's grid: its place marked, with its props, for the host to fill
    expect(page.embeds).toEqual([
      {
        id: 'e0',
        remote: 'catalog',
        module: 'product-grid',
        exportName: 'ProductGrid',
        props: { products: [expect.objectContaining({ codigo: 100003, descripcion: 'PROTECTOR SOLAR FPS 50' })], world: 'belleza', oncologico: false },
      },
    ]);
    expect(page.html).toMatch(/<div class="ct-world-grid"><template data-botica-embed="e0"><\/template><!--\$!-->.*?<!--\/\$--><template data-botica-embed-end="e0"><\/template><\/div>/s);
    // the section whose read failed shows the waiting state the browser's first render shows too
    expect(page.html).toMatch(/<h2 id="ct-sec-8">Maquillaje<\/h2>.*Estamos obteniendo los datos/s);
    // the reads carry the shopper's cookie; the session came with the request and is never read again
    expect(seen.filter((h) => h['x-test-path'] === '/api/customers/sesion')).toEqual([]);
    expect(seen.every((h) => h.cookie === 'token=abc')).toBe(true);
    expect(typeof page.renderMs).toBe('number');
  });

  it("draws a world's section: its title, description and count, with the world's name", async () => {
    const page = await drawn('/mundo/belleza/7');
    expect(page.html).toContain('data-testid="world-section-page"');
    expect(page.html).toMatch(/<h1>Protección solar<\/h1>/);
    expect(page.html).toContain('>Mundo Belleza</a>');
    expect(page.html).toMatch(/>1(<!-- -->)? productos</);
    // the banner's preload React hoists goes to the document's head: the page's markup is the page's tree alone
    expect(page.head).toContain('href="/api/imagenes/banners/solar.webp"');
    expect(page.html).toMatch(/^<div class="ct-world"/);
    expect(Object.keys(page.data ?? {}).sort()).toEqual([landingQueries.section('belleza', '7', 1), landingQueries.world('belleza')].sort());
  });

  it('answers 404 for a world or section that names nothing, and for malformed ones', async () => {
    expect(await render(input('/mundo/no-existe'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/mundo/no-existe/12'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/mundo/belleza/abc'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/mundo/belleza/99999'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/mundo/Mayúsculas'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/portada/no-existe'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/blog/999'))).toEqual(UNKNOWN_PATH);
    expect(await render(input('/blog/no-es-un-numero'))).toEqual(UNKNOWN_PATH);
  });

  it('cannot tell (never "it exists") when the API fails or cannot be reached', async () => {
    expect(await render(input('/mundo/caido'))).toEqual(UNDECIDED);
    expect(await render({ path: '/mundo/belleza', search: '', apiUrl: 'http://127.0.0.1:9' })).toEqual(UNDECIDED);
    expect(await render({ path: '/mundo/belleza/7', search: '', apiUrl: 'http://127.0.0.1:9' })).toEqual(UNDECIDED);
    expect(await render({ path: '/portada/gift-card-predeterminado', search: '', apiUrl: 'http://127.0.0.1:9' })).toEqual(UNDECIDED);
  });

  it('draws Nosotros, the blog and a blog post; leaves a cover it knows and its other pages to the browser', async () => {
    const about = await drawn('/nosotros');
    expect(about.html).toMatch(/<h1>Nosotros<\/h1>/);
    expect(about.title).toBe('Nosotros | Botica Guaraní');
    const blog = await drawn('/blog');
    expect(blog.html).toContain('data-testid="blog-page"');
    expect(Object.keys(blog.data ?? {})).toEqual([catalogQueries.parameters()]);
    const post = await drawn('/blog/1');
    expect(post.html).toContain('data-testid="blog-post-page"');
    expect(await render(input('/portada/gift-card-predeterminado'))).toBeNull();
    expect(await render(input('/sucursales'))).toBeNull();
    expect(await render(input('/producto/100001/paracetamol'))).toBeNull();
  });
});
