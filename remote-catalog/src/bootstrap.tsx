import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';
import { pages } from './exposes/pages';

/** Standalone shell for this team's development: this remote's routes without the host. */
const own = ROUTES.filter((r) => r.owner === 'catalog' && pages[r.id]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider>
      <BrowserRouter>
        <Routes>
          {own.map((r) => {
            const Page = pages[r.id];
            return <Route key={r.id} path={r.path} element={<Page />} />;
          })}
        </Routes>
        <Toaster />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
