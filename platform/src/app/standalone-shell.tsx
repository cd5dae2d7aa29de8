import { type ComponentType, StrictMode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from '@botica/platform/router';
import { Toaster } from 'react-hot-toast';
import { ROUTES, type RouteDef } from '@botica/shared-contracts/routes/route-table';

/** A remote on its own port, without the host: its own routes only, for developing it in isolation. */
export function StandaloneShell({ owner, pages }: { owner: RouteDef['owner']; pages: Record<string, ComponentType> }) {
  const own = ROUTES.filter((route) => route.owner === owner && pages[route.id]);
  return (
    <StrictMode>
      <Provider>
        <BrowserRouter>
          <Routes>
            {own.map((route) => {
              const Page = pages[route.id];
              return <Route key={route.id} path={route.path} element={<Page />} />;
            })}
          </Routes>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}
