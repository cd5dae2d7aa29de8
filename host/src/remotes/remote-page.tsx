import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import type { RouteDef } from '@botica/shared-contracts/routes/route-table';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { NotFoundPage } from '../app/not-found-page';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed } from './remote-registry';
import { BrowserOnly, ServerPageSlot, useServerShell } from './server-render';

/** The page of a route in its owner's `./pages`; an owner without that page yet gives the not-found view. */
export async function loadPage(route: RouteDef, retry = false): Promise<{ default: ComponentType }> {
  const { pages } = await loadExposed(route.owner, 'pages', { fresh: retry });
  const found: ComponentType | undefined = (pages as Partial<Record<RouteDef['id'], ComponentType>>)[route.id];
  return { default: found ?? NotFoundPage };
}

/** While the owner's page loads (when the server drew no page for this location). */
function PageLoading() {
  return (
    <p className="bg-loading" aria-busy="true">
      {MESSAGES.loadingData}
    </p>
  );
}

/** Mounts the page of a route from its owner's exposed `./pages`, with loading state, error boundary and retry. */
export function RemotePage({ route }: { route: RouteDef }) {
  const server = useServerShell();
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component, so a retry really loads again
  const Page = useMemo(() => lazy(() => loadPage(route, attempt > 0)), [route, attempt]);
  // On the server: the place of the owner's server-drawn page, or a boundary the browser fills. In the browser the
  // page's code loads while the server-drawn page stays on screen; then the page hydrates in place.
  const content = server ? server.page === 'drawn' ? <ServerPageSlot /> : <BrowserOnly /> : <Page />;
  return (
    <RemoteBoundary name={route.owner} onRetry={() => setAttempt((n) => n + 1)} key={`${route.owner}:${route.id}:${attempt}`}>
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </RemoteBoundary>
  );
}
