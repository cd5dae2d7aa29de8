import { type ReactNode, useEffect } from 'react';
import { Provider } from 'jotai';
import { FragmentRendererContext } from '@botica/platform/fragments';
import { useHydrated } from '@botica/platform/hydration';
import { BrowserRouter } from '@botica/platform/router';
import { Layout } from '../layout/layout';
import { AppRoutes } from './app-routes';
import { SessionRoot } from '../features/session/components/session-root';
import { NotificationsRoot, TermsDialog } from './customer-parts';
import { EmbeddedRemoteFragment } from '../remotes/remote-fragment';
import { NewPageAtTop } from './new-page-at-top';
import { ToasterOnDemand } from './toaster-on-demand';
import type { SessionStore } from '../features/session/state/initial-session';

/**
 * The app's tree below its store and router: the server draws it (shell/render-shell.tsx) and the browser
 * hydrates the very same tree, so both must render it from the same state.
 */
export function AppFrame(): ReactNode {
  // the pages of every app embed another app's fragment through the host's renderer (decision 038)
  return (
    <FragmentRendererContext.Provider value={EmbeddedRemoteFragment}>
      <InteractiveMark />
      <NewPageAtTop />
      <SessionRoot />
      <Layout>
        <AppRoutes />
      </Layout>
      <TermsDialog />
      <NotificationsRoot />
      <ToasterOnDemand />
    </FragmentRendererContext.Provider>
  );
}

/**
 * Marks the document once the app's tree is interactive (hydrated, or rendered by the browser): `data-hydrated`
 * on `<html>`, for styles and for tests that must not act on server-drawn controls before their handlers exist.
 * It follows `useHydrated`'s turn, the one that enables the drawn controls, so a control is enabled when it is set.
 */
function InteractiveMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
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
