import { describe, expect, it, vi } from 'vitest';
import { tableWithUnbuiltRoute, UNBUILT_EXAMPLE } from '../testing/unbuilt-route-fixture';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { routeOf } from './route-match';

// the route table with one route whose page is still to come (every route of the real one has its page)
vi.mock('@botica/shared-contracts/routes/route-table', async (importActual) => tableWithUnbuiltRoute(await importActual()));

describe("route matching with the router's own matcher", () => {
  it("finds the route table's route, static segments first", () => {
    expect(findRoute('/')?.id).toBe('home');
    expect(findRoute('/producto/123/ibuprofeno')?.id).toBe('product');
    expect(findRoute('/mundo/oncologicos/buscar')?.id).toBe('world-search');
    expect(findRoute('/mundo/oncologicos/12')?.id).toBe('world-section');
    expect(findRoute('/direcciones/agregar')?.id).toBe('address-add');
    expect(findRoute('/compra-finalizada')?.id).toBe('order-finished');
    expect(findRoute('/compra-finalizada/55')?.id).toBe('order-finished');
    expect(findRoute('/nosotros/')?.id).toBe('about');
  });

  it('knows nothing of paths the shop has no route for', () => {
    expect(findRoute('/no-existe/en/la/tienda')).toBeUndefined();
    expect(findRoute('/producto/1')).toBeUndefined();
  });

  it('tells a route whose page is built from one still to come', () => {
    expect(routeOf('/nosotros')).toMatchObject({ route: { id: 'about' }, built: true });
    expect(routeOf(UNBUILT_EXAMPLE.path)).toMatchObject({ route: { id: UNBUILT_EXAMPLE.id }, built: false });
    expect(routeOf('/pagina-inexistente')).toBeUndefined();
  });
});
