import { type ComponentType, StrictMode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from '@botica/shared-contracts/router';
import { Toaster } from 'react-hot-toast';
import { ROUTES, type RouteDef } from '../routes/route-table';

/** A remote on its own port, without the host: its own routes only, for developing it in isolation. */
export function StandaloneShell({ owner, pages }: { owner: RouteDef['owner']; pages: Record<string, ComponentType> }) {
  const own = ROUTES.flatMap((route) => {
    const Page = route.owner === owner ? pages[route.id] : undefined;
    return Page ? [{ route, Page }] : [];
  });
  return (
    <StrictMode>
      <Provider>
        <BrowserRouter>
          <Routes>
            {own.map(({ route, Page }) => (
              <Route key={route.id} path={route.path} element={<Page />} />
            ))}
          </Routes>
          <Toaster />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}
