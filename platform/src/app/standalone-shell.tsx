import { type ComponentType, StrictMode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from '@botica/platform/router';
import { Toaster } from 'react-hot-toast';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';
import { type AppOwner, ROUTES } from '@botica/shared-contracts/routes/route-table';

/** A remote on its own port, without the host: its own routes only, for developing it in isolation. */
export function StandaloneShell<O extends AppOwner>({ owner, pages }: { owner: O; pages: PagesModule<O>['pages'] }) {
  const byId: Partial<Record<string, ComponentType>> = pages;
  const own = ROUTES.flatMap((route) => {
    const Page = route.owner === owner ? byId[route.id] : undefined;
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
