import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from '@botica/platform/router';
import type { RouteDef } from '@botica/shared-contracts/routes/route-table';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { NotFoundPage } from '../app/not-found-page';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed } from './remote-registry';
import { discardServerPage, serverPageFor } from './server-page';

/** The page of a route in its owner's `./pages`; an owner without that page yet gives the not-found view. */
export async function loadPage(route: RouteDef, retry = false): Promise<{ default: ComponentType }> {
  const { pages } = await loadExposed(route.owner, 'pages', { fresh: retry });
  const found: ComponentType | undefined = (pages as Partial<Record<RouteDef['id'], ComponentType>>)[route.id];
  return { default: found ?? NotFoundPage };
}

/**
 * While the owner's page loads: the page the server drew for this very location (kept on screen, in place),
 * else the loading message.
 */
function PageLoading() {
  const { pathname, search } = useLocation();
  const [node] = useState(() => serverPageFor(`${pathname}${search}`));
  const adopt = useCallback((slot: HTMLDivElement | null) => {
    if (slot && node && node.parentElement !== slot) slot.appendChild(node);
  }, [node]);
  if (node) return <div ref={adopt} style={{ display: 'contents' }} />;
  return (
    <p className="bg-loading" aria-busy="true">
      {MESSAGES.loadingData}
    </p>
  );
}

/** Rendered with the owner's page: from then on the server-drawn page is not needed. */
function ServerPageDone() {
  useEffect(() => discardServerPage(), []);
  return null;
}

/** Mounts the page of a route from its owner's exposed `./pages`, with loading state, error boundary and retry. */
export function RemotePage({ route }: { route: RouteDef }) {
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component, so a retry really loads again
  const Page = useMemo(() => lazy(() => loadPage(route, attempt > 0)), [route, attempt]);
  return (
    <RemoteBoundary name={route.owner} onRetry={() => setAttempt((n) => n + 1)} key={`${route.owner}:${route.id}:${attempt}`}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <ServerPageDone />
      </Suspense>
    </RemoteBoundary>
  );
}
