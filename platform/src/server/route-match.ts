import { findRoute, hasPage, type RouteDef } from '@botica/shared-contracts/routes/route-table';

/** How the server answers a path before asking its owner: a page, or a path the shop has no page for. */
export function routeOf(pathname: string): { route: RouteDef; built: boolean } | undefined {
  const route = findRoute(pathname);
  return route ? { route, built: hasPage(route) } : undefined;
}
