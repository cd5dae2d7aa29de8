import { type ComponentType, createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed, type RemoteName } from './remote-registry';

interface Props<P> {
  remote: RemoteName;
  /** The exposed module, e.g. `search-box`. */
  module: string;
  /** The component's export name; `default` is tried after it. */
  exportName: string;
  props?: P;
  /** Shown while loading and when the remote is down, hangs or throws. */
  fallback: ReactNode;
}

/** True while the host's shell is rendered on the server: fragments then draw their fallback, as at first paint. */
export const ServerRenderContext = createContext(false);

/** Embeds a small component another app exposes (search box, mini-cart); its failure only shows the fallback. */
export function RemoteFragment<P extends object>(props: Props<P>) {
  return useContext(ServerRenderContext) ? <>{props.fallback}</> : <LoadedFragment {...props} />;
}

function LoadedFragment<P extends object>({ remote, module, exportName, props, fallback }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  // a new attempt builds a new lazy component that starts the remote afresh, as a page's retry does
  const Fragment = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadExposed<Record<string, ComponentType<P>>>(remote, module, { fresh: attempt > 0 });
        const found = mod[exportName] ?? mod.default;
        if (!found) throw new Error(`${remote}/${module} no exporta ${exportName}`);
        return { default: found };
      }),
    [remote, module, exportName, attempt],
  );
  return (
    <RemoteBoundary name={`${remote}/${module}`} onRetry={() => setAttempt((n) => n + 1)} fallback={fallback} key={attempt}>
      <Suspense fallback={fallback}>
        <Fragment {...(props as P)} />
      </Suspense>
    </RemoteBoundary>
  );
}
