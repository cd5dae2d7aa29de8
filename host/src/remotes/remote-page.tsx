import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { NotFoundPage } from '../app/not-found-page';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, type RemoteName } from './remote-registry';

type Pages = Record<string, ComponentType>;

/** The page of a route id in a remote's `./pages`; a remote without that page yet gives the not-found view. */
export async function loadPage(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  const { pages } = await loadExposed<{ pages: Pages }>(remote, 'pages');
  return { default: pages[page] ?? NotFoundPage };
}

/** Mounts one page of a remote (from its exposed `./pages`), with loading state, error boundary and retry. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component, so a retry really loads again
  const Page = useMemo(() => lazy(() => loadPage(remote, page)), [remote, page, attempt]);
  return (
    <RemoteBoundary name={remote} onRetry={() => setAttempt((n) => n + 1)} key={`${remote}:${page}:${attempt}`}>
      <Suspense fallback={<p className="bg-loading" aria-busy="true">{MESSAGES.loadingData}</p>}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
