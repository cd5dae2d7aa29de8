import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { EmbeddedFragmentProps, FragmentRenderer } from '@botica/shared-contracts/exposes/fragments';
import type { ComponentExport, ExposedModule, ExportProps } from '@botica/shared-contracts/exposes/remotes';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, type RemoteName } from './remote-registry';
import { BrowserOnly, useServerShell } from './server-render';

interface Props<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>> {
  remote: R;
  /** The exposed module, e.g. `search-box`. */
  module: M;
  /** The component's export name, e.g. `SearchBox`. */
  exportName: E;
  props?: ExportProps<R, M, E>;
  /** Shown while loading and when the remote is down, hangs or throws. */
  fallback: ReactNode;
}

/** Embeds a small component another app exposes (search box, mini-cart); its failure only shows the fallback. */
export function RemoteFragment<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>>(
  props: Props<R, M, E>,
) {
  // On the server the fragment draws its fallback in a boundary the browser renders afresh (the fragment's own
  // code is not loaded while the page hydrates).
  if (useServerShell()) return <ClientRendered loading={props.fallback} />;
  return <LoadedFragment {...props} loading={props.fallback} failure={props.fallback} />;
}

/**
 * The host's renderer for a fragment one app embeds in its page (`@botica/platform/fragments`): the loading state
 * while it loads, and the 'Reintentar' notice when the remote is down, hangs past 5 s or throws.
 */
export const EmbeddedRemoteFragment: FragmentRenderer = function EmbeddedRemoteFragment<
  R extends RemoteName,
  M extends ExposedModule<R>,
  E extends ComponentExport<R, M>,
>({ remote, module, exportName, props, loading }: EmbeddedFragmentProps<R, M, E>) {
  if (useServerShell()) return <ClientRendered loading={loading} />;
  return <LoadedFragment remote={remote} module={module} exportName={exportName} props={props} loading={loading} failure={undefined} />;
};

/** On the server: a boundary showing `loading` that the browser renders afresh when it hydrates. */
function ClientRendered({ loading }: { loading: ReactNode }) {
  return (
    <Suspense fallback={loading}>
      <BrowserOnly />
    </Suspense>
  );
}

interface LoadedProps<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>> {
  remote: R;
  module: M;
  exportName: E;
  props?: ExportProps<R, M, E>;
  loading: ReactNode;
  /** What a failure shows; undefined: the Spanish notice with 'Reintentar'. */
  failure: ReactNode | undefined;
}

function LoadedFragment<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>>({
  remote,
  module,
  exportName,
  props,
  loading,
  failure,
}: LoadedProps<R, M, E>) {
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component that starts the remote afresh, as a page's retry does
  const Fragment = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadExposed(remote, module, { fresh: attempt > 0 });
        // the contract says which export is a component with these props; a remote that broke it is a failed load
        const found: ComponentType<object> | undefined = (mod as Partial<Record<string, ComponentType<object>>>)[exportName];
        if (!found) throw new Error(`${remote}/${module} no exporta ${exportName}`);
        return { default: found };
      }),
    [remote, module, exportName, attempt],
  );
  return (
    <RemoteBoundary name={`${remote}/${module}`} onRetry={() => setAttempt((n) => n + 1)} fallback={failure} key={attempt}>
      <Suspense fallback={loading}>
        <Fragment {...((props ?? {}) as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
