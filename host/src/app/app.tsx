import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { Layout } from '../layout/layout';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <Provider>
      <BrowserRouter>
        <Layout>
          <AppRoutes />
        </Layout>
        <Toaster position="top-right" toastOptions={{ duration: 5000 }} />
      </BrowserRouter>
    </Provider>
  );
}
