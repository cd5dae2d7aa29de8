import { Route, Routes } from '@botica/platform/router';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from './not-found-page';
import { RouteGuard } from './route-guard';

/** The complete route table: every route's mount point, its owner's page and its guard. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={
            <RouteGuard access={route.access}>
              {/* one page state per route: a retry on one route is not repeated when the shopper goes to another */}
              <RemotePage key={route.id} route={route} />
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
