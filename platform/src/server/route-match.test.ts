import { describe, expect, it } from 'vitest';
import { matchRoute, routeOf } from './route-match';

describe("route matching with the router's own matcher", () => {
  it("finds the route table's route, static segments first", () => {
    expect(matchRoute('/')?.id).toBe('home');
    expect(matchRoute('/producto/123/ibuprofeno')?.id).toBe('product');
    expect(matchRoute('/mundo/oncologicos/buscar')?.id).toBe('world-search');
    expect(matchRoute('/mundo/oncologicos/12')?.id).toBe('world-section');
    expect(matchRoute('/direcciones/agregar')?.id).toBe('address-add');
    expect(matchRoute('/compra-finalizada')?.id).toBe('order-finished');
    expect(matchRoute('/compra-finalizada/55')?.id).toBe('order-finished');
    expect(matchRoute('/nosotros/')?.id).toBe('about');
  });

  it('knows nothing of paths the shop has no route for', () => {
    expect(matchRoute('/no-existe/en/la/tienda')).toBeUndefined();
    expect(matchRoute('/producto/1')).toBeUndefined();
  });

  it('tells a route whose page is built from one still to come', () => {
    expect(routeOf('/nosotros')).toMatchObject({ route: { id: 'about' }, built: true });
    expect(routeOf('/qr-temporal/abc123')).toMatchObject({ route: { id: 'temporary-qr' }, built: false });
    expect(routeOf('/pagina-inexistente')).toBeUndefined();
  });
});
