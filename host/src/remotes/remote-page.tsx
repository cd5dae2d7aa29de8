import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, type RemoteName } from './remote-registry';

type Pages = Record<string, ComponentType>;

/** Mounts one page of a remote (from its exposed `./pages`), with loading state, error boundary and retry. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const { pages } = await loadExposed<{ pages: Pages }>(remote, 'pages');
        const found = pages[page];
        if (!found) throw new Error(`${remote} no tiene la página ${page}`);
        return { default: found };
      }),
    // a new attempt builds a new lazy component, so a retry really loads again
    [remote, page, attempt],
  );
  return (
    <RemoteBoundary name={remote} onRetry={() => setAttempt((n) => n + 1)} key={attempt}>
      <Suspense fallback={<p className="bg-loading" aria-busy="true">{MESSAGES.loadingData}</p>}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
