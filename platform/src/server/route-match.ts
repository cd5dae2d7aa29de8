import { matchRoutes } from 'react-router-dom';
import { hasPage, ROUTES, type RouteDef } from '@botica/shared-contracts/routes/route-table';

const table = ROUTES.map((route) => ({ path: route.path, route }));

/** The route table's route for a path, ranked by react-router's own matcher (static segments first). */
export function matchRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(table, pathname)?.[0]?.route.route;
}

/** How the server answers a path before asking its owner: a page, or a path the shop has no page for. */
export function routeOf(pathname: string): { route: RouteDef; built: boolean } | undefined {
  const route = matchRoute(pathname);
  return route ? { route, built: hasPage(route) } : undefined;
}
