import { describe, expect, it, vi } from 'vitest';
import { tableWithUnbuiltRoute, UNBUILT_EXAMPLE } from '../testing/unbuilt-route-fixture';
import { matchRoute, routeOf } from './route-match';

// the route table with one route whose page is still to come (every route of the real one has its page)
vi.mock('@botica/shared-contracts/routes/route-table', async (importActual) => tableWithUnbuiltRoute(await importActual()));

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
    expect(routeOf(UNBUILT_EXAMPLE.path)).toMatchObject({ route: { id: UNBUILT_EXAMPLE.id }, built: false });
    expect(routeOf('/pagina-inexistente')).toBeUndefined();
  });
});
