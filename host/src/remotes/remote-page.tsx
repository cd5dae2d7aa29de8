import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from '@botica/platform/router';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { NotFoundPage } from '../app/not-found-page';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, type RemoteName } from './remote-registry';
import { discardServerPage, serverPageFor } from './server-page';

type Pages = Record<string, ComponentType>;

/** The page of a route id in a remote's `./pages`; a remote without that page yet gives the not-found view. */
export async function loadPage(remote: RemoteName, page: string, retry = false): Promise<{ default: ComponentType }> {
  const { pages } = await loadExposed<{ pages: Pages }>(remote, 'pages', { fresh: retry });
  return { default: pages[page] ?? NotFoundPage };
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

/** Mounts one page of a remote (from its exposed `./pages`), with loading state, error boundary and retry. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component, so a retry really loads again
  const Page = useMemo(() => lazy(() => loadPage(remote, page, attempt > 0)), [remote, page, attempt]);
  return (
    <RemoteBoundary name={remote} onRetry={() => setAttempt((n) => n + 1)} key={`${remote}:${page}:${attempt}`}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <ServerPageDone />
      </Suspense>
    </RemoteBoundary>
  );
}
