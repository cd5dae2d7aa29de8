import { describe, expect, it } from 'vitest';
import { PAGE_TOKEN } from '@botica/platform/document-slots';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import { renderShell } from './render-shell';

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
});
