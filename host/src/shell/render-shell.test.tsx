// @vitest-environment node
// The shell is drawn by the host server, in Node (its build is dist-ssr/shell.cjs).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PAGE_TOKEN } from '@botica/platform/document-slots';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { loadShopperLayout, renderShell } from './render-shell';

const customer = { clieCodigo: 7, nombre: 'Ana', terminoYcondicionesEstado: '1' } as unknown as Customer;

describe('renderShell', () => {
  it("draws the app's tree with the page's place inside the route's Suspense boundary", () => {
    const answer = renderShell('/', { customer: null }, 'drawn');
    expect('html' in answer && answer.html).toContain(`<main class="bg-main"><!--$-->${PAGE_TOKEN}<!--/$--></main>`);
    expect('html' in answer && answer.html).toContain('data-testid="site-footer"');
  });

  it('leaves a page the server does not draw to the browser: the loading message in a boundary it renders afresh', () => {
    const answer = renderShell('/nosotros', { customer: null }, 'none');
    const html = 'html' in answer ? answer.html : '';
    expect(html).not.toContain(PAGE_TOKEN);
    expect(html).toMatch(/<main class="bg-main"><!--\$!-->[\s\S]*aria-busy="true"[\s\S]*<!--\/\$--><\/main>/);
  });

  it('answers with the guard redirect when the session is known', () => {
    expect(renderShell('/carrito', { customer: null }, 'none')).toEqual({ redirect: '/login?redirect=%2Fcarrito' });
    expect(renderShell('/login?redirect=%2Fcarrito', { customer }, 'none')).toEqual({ redirect: '/carrito' });
    expect(renderShell('/login', { customer }, 'none')).toEqual({ redirect: '/mi-cuenta' });
    const pendingTerms = { ...customer, terminoYcondicionesEstado: '0' } as Customer;
    expect(renderShell('/carrito', { customer: pendingTerms }, 'none')).toEqual({ redirect: '/mi-cuenta' });
  });

  it('with an unknown session, draws the private page as loading, as the browser will until it knows', () => {
    const answer = renderShell('/carrito', null, 'none');
    expect('html' in answer && answer.html).toContain('aria-busy="true"');
  });

  it('draws the header and footer from the shop layout data it is given', () => {
    const layout = {
      [catalogQueries.parameters()]: { TELEFONO_CALL_CENTER: '(021) 123 456', TELEFONO_CALL_CENTER_2: '*777' },
      [contentQueries.activeCover()]: 'dia-de-la-madre',
      [catalogQueries.dataAttribution()]: ['Geografía: Instituto Nacional de Estadística'],
      [catalogQueries.menuButtons()]: [
        { MEW_CODIGO: 9001, MEW_DESCRIPCION: 'Ofertas', MEW_SLUG: 'ofertas', MEW_URL: '/productos/ofertas/9001', MEW_COLOR: '#d6202a', MEW_CARGA_PERSONALIZADA: 'S', imagenes: null, codigo: 9001, descripcion: 'Ofertas', slug: 'ofertas', categorias: [] },
      ],
    };
    const drawn = renderShell('/', { customer: null }, 'drawn', layout);
    const html = 'html' in drawn ? drawn.html : '';
    expect(html).toContain('(021) 123 456');
    expect(html).toContain('*777');
    expect(html).toContain('href="/portada/dia-de-la-madre"');
    expect(html).toContain('Geografía: Instituto Nacional de Estadística');
    // the navigation bar's own buttons are drawn, not left to appear after the boot
    expect(html).toContain('href="/productos/ofertas/9001"');
    const plain = renderShell('/', { customer: null }, 'drawn');
    expect('html' in plain && plain.html).not.toContain('/portada/');
  });

  it('draws the header novelties, the header promotions and the footer news (spec 002 §2.10, §2.11)', () => {
    const banner = (codigo: number, posicion: string, descripcion: string, url: string) => ({ codigo, posicion, descripcion, url, orden: 1, imagen: null, imagenWeb: null });
    const layout = {
      [catalogQueries.layoutNews()]: {
        novedadesHeader: [banner(24, 'NOVEDADES_HEADER', 'Envío sin costo desde Gs. 150.000', '/productos/nuevo')],
        promocionesHeader: [banner(26, 'PROMOCIONES_HEADER', 'Promociones de la semana', '/productos/promociones')],
        novedadesFooter: [banner(25, 'NOVEDADES_FOOTER', 'Suscribite y recibí nuestras novedades', '/')],
      },
    };
    const drawn = renderShell('/', { customer: null }, 'drawn', layout);
    const html = 'html' in drawn ? drawn.html : '';
    expect(html).toMatch(/data-testid="header-news"[\s\S]*href="\/productos\/nuevo"[^>]*>Envío sin costo desde Gs\. 150\.000</);
    expect(html).toMatch(/href="\/productos\/promociones"[^>]*>Promociones de la semana</);
    expect(html).toMatch(/data-testid="footer-news"[\s\S]*>Suscribite y recibí nuestras novedades</);
    const plain = renderShell('/', { customer: null }, 'drawn');
    expect('html' in plain && plain.html).not.toContain('header-news');
  });

  it("draws the header's cart count from the shopper's layout data: the server's count, not 0 until the browser knows", () => {
    const visitor = renderShell('/', { customer: null }, 'drawn', { [checkoutQueries.cartCount(null)]: 3 });
    const html = 'html' in visitor ? visitor.html : '';
    expect(html).toMatch(/data-testid="cart-count"[^>]*>3</);
    expect(html).toContain('aria-label="Carrito (3 productos)"');
    const theirs = renderShell('/', { customer }, 'drawn', { [checkoutQueries.cartCount(null)]: 3, [checkoutQueries.cartCount(7)]: 11 });
    expect('html' in theirs && theirs.html).toMatch(/data-testid="cart-count"[^>]*>11</);
  });
});

/** A stand-in API that answers the shopper's reads and tells what it was asked, with which cookie. */
async function fakeApi() {
  const asked: Array<{ path: string; cookie: IncomingHttpHeaders['cookie'] }> = [];
  const server = createServer((req, res) => {
    asked.push({ path: req.url ?? '', cookie: req.headers.cookie });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/cart/cantidad') res.end(JSON.stringify({ ok: true, result: { cantidad: req.headers.cookie?.includes('carrito=') ? 4 : 2 } }));
    else if (req.url === '/api/favoritos/count') res.end(JSON.stringify({ ok: true, result: 9 }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('loadShopperLayout', () => {
  it("a visitor without the cart cookie has no cart: 0, known without asking", async () => {
    const api = await fakeApi();
    try {
      expect(await loadShopperLayout(api.url, undefined, { customer: null }, 1000)).toEqual({ [checkoutQueries.cartCount(null)]: 0 });
      expect(await loadShopperLayout(api.url, 'otra=1; tokens=x', { customer: null }, 1000)).toEqual({ [checkoutQueries.cartCount(null)]: 0 });
      expect(api.asked).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it("reads a visitor's count with the cart cookie, and a customer's counts with their cookies", async () => {
    const api = await fakeApi();
    try {
      const visitor = 'carrito=abcdefghijklmnopqrstuvwxyz012345; otra=1';
      expect(await loadShopperLayout(api.url, visitor, { customer: null }, 1000)).toEqual({ [checkoutQueries.cartCount(null)]: 4 });
      expect(api.asked).toEqual([{ path: '/api/cart/cantidad', cookie: visitor }]);
      api.asked.length = 0;
      expect(await loadShopperLayout(api.url, 'token=abc', { customer }, 1000)).toEqual({ [checkoutQueries.cartCount(7)]: 2, [catalogQueries.favouritesCount(7)]: 9 });
      expect(api.asked.map((a) => [a.path, a.cookie]).sort()).toEqual([
        ['/api/cart/cantidad', 'token=abc'],
        ['/api/favoritos/count', 'token=abc'],
      ]);
    } finally {
      await api.close();
    }
  });

  it('leaves out a read the API does not answer: the browser asks for it', async () => {
    expect(await loadShopperLayout('http://127.0.0.1:9', 'token=abc', { customer }, 500)).toEqual({});
  });
});
