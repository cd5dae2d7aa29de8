import type * as RouteTable from '@botica/shared-contracts/routes/route-table';
import type { RouteId } from '@botica/shared-contracts/routes/route-table';

/**
 * Every route of the shop's table now has its page, so the answer for a route whose page is still to come is
 * tested on a fixture: the real table with /qr-temporal/{token} ('temporary-qr') marked as not built. Use it
 * from `vi.mock('@botica/shared-contracts/routes/route-table', …)`.
 */
export const UNBUILT_EXAMPLE = { id: 'temporary-qr', path: '/qr-temporal/abc123' } as const;

export function tableWithUnbuiltRoute(actual: typeof RouteTable): typeof RouteTable {
  const built = new Set<RouteId>([...actual.ROUTES_WITH_PAGE].filter((id) => id !== UNBUILT_EXAMPLE.id));
  return { ...actual, ROUTES_WITH_PAGE: built, hasPage: (route) => built.has(route.id) };
}
