import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter } from '@botica/platform/router';
import { Toaster } from 'react-hot-toast';
import { Layout } from '../layout/layout';
import { AppRoutes } from './app-routes';
import { SessionRoot } from '../features/session/components/session-root';
import { NotificationsRoot } from '../features/notifications/components/notifications-root';
import { TermsDialog } from '../features/terms/components/terms-dialog';
import type { SessionStore } from '../features/session/state/initial-session';

/**
 * The app's tree below its store and router: the server draws it (shell/render-shell.tsx) and the browser
 * hydrates the very same tree, so both must render it from the same state.
 */
export function AppFrame(): ReactNode {
  return (
    <>
      <SessionRoot />
      <Layout>
        <AppRoutes />
      </Layout>
      <TermsDialog />
      <NotificationsRoot />
      <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
    </>
  );
}

export function App({ store }: { store: SessionStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppFrame />
      </BrowserRouter>
    </Provider>
  );
}
