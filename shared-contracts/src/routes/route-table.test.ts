import { describe, expect, it } from 'vitest';
import { findRoute, hasPage, isNotIndexed, loginUrl, namesData, routeParams, ROUTES, ROUTES_WITH_PAGE } from './route-table';

describe('route table', () => {
  it('has unique ids', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });
  it('finds routes by owner and access', () => {
    expect(findRoute('/')?.id).toBe('home');
    expect(findRoute('/producto/123/ibuprofeno')?.owner).toBe('catalog');
    expect(findRoute('/carrito')?.access).toBe('auth');
    expect(findRoute('/login')?.access).toBe('guest');
    expect(findRoute('/compra-finalizada')?.id).toBe('order-finished');
    expect(findRoute('/compra-finalizada/55')?.id).toBe('order-finished');
    expect(findRoute('/mundo/oncologicos')?.id).toBe('world');
    expect(findRoute('/mundo/oncologicos/buscar')?.id).toBe('world-search');
    expect(findRoute('/mundo/oncologicos/12')?.id).toBe('world-section');
    expect(findRoute('/direcciones/agregar')?.id).toBe('address-add');
  });
  it('marks built pages among its own routes only', () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    expect([...ROUTES_WITH_PAGE].filter((id) => !ids.has(id))).toEqual([]);
    expect(hasPage(ROUTES.find((r) => r.id === 'home')!)).toBe(true);
    expect(hasPage(ROUTES.find((r) => r.id === 'temporary-qr')!)).toBe(true);
  });
  it('knows nothing of unknown paths', () => {
    expect(findRoute('/no-existe/para/nada/aqui')).toBeUndefined();
    expect(findRoute('/pagina-inexistente')).toBeUndefined();
  });
  it("reads a path as the page's router does (react-router's matchRoutes)", () => {
    // the browser's <Routes> draws the product for these, so the server answers them as the same page
    expect(findRoute('/Producto/1/ibuprofeno')?.id).toBe('product');
    expect(findRoute('/nosotros/')?.id).toBe('about');
    expect(findRoute('/mundo/oncologicos/producto/1/x')?.id).toBe('world-product');
    expect(routeParams(findRoute('/marca/7/bayer')!, '/marca/7/bayer')).toEqual({ id: '7', slug: 'bayer' });
    // decoded, as the page's useParams gives them
    const maker = '/fabricante/Laboratorio%20Demo%20Tajy/laboratorio-demo-tajy';
    expect(routeParams(findRoute(maker)!, maker)).toEqual({ id: 'Laboratorio Demo Tajy', slug: 'laboratorio-demo-tajy' });
  });
  it('builds the one login URL, keeping the return path', () => {
    expect(loginUrl('/carrito')).toBe('/login?redirect=%2Fcarrito');
    expect(loginUrl('/producto/1/x?a=1')).toBe('/login?redirect=%2Fproducto%2F1%2Fx%3Fa%3D1');
    expect(loginUrl('/')).toBe('/login?redirect=%2F');
    expect(loginUrl('/signup?redirect=%2Fcarrito')).toBe('/login');
    expect(loginUrl('/login')).toBe('/login');
    expect(loginUrl('/pagina-inexistente')).toBe('/login');
    expect(loginUrl()).toBe('/login');
  });
  it('knows which paths name data (their status is the owner\'s verdict) and which pages are never indexed', () => {
    const named = (path: string) => namesData(findRoute(path)!, path);
    expect(named('/compra-finalizada/55')).toBe(true);
    expect(named('/compra-finalizada')).toBe(false);
    expect(named('/ruleta-valentines-day')).toBe(false);
    expect(named('/direcciones/9/editar')).toBe(true);
    expect(named('/link-pago/abc')).toBe(true);
    expect(named('/producto/1/x')).toBe(true);
    expect(named('/')).toBe(false);
    expect(named('/buscar')).toBe(false);
    expect(isNotIndexed(findRoute('/buscar')!)).toBe(true);
    expect(isNotIndexed(findRoute('/mundo/oncologicos/buscar')!)).toBe(true);
    expect(isNotIndexed(findRoute('/')!)).toBe(false);
  });
});
