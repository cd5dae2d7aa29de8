import { Provider } from 'jotai';
import { BrowserRouter } from '@botica/platform/router';
import { Toaster } from 'react-hot-toast';
import { Layout } from '../layout/layout';
import { AppRoutes } from './app-routes';
import { SessionRoot } from '../features/session/components/session-root';
import { NotificationsRoot } from '../features/notifications/components/notifications-root';
import { TermsDialog } from '../features/terms/components/terms-dialog';

export function App() {
  return (
    <Provider>
      <BrowserRouter>
        <SessionRoot />
        <Layout>
          <AppRoutes />
        </Layout>
        <TermsDialog />
        <NotificationsRoot />
        <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
      </BrowserRouter>
    </Provider>
  );
}
