import type { ReactNode } from 'react';
import type { ComponentExport, ExposedModule, ExportProps, RemoteName } from './remotes';

/**
 * One remote's exposed component embedded in another app's page, by typed name: the remote, its exposed module,
 * the component's export and that component's props as the exposing remote declared them.
 */
export interface EmbeddedFragmentProps<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>> {
  remote: R;
  module: M;
  exportName: E;
  props: ExportProps<R, M, E>;
  /** Shown while the fragment loads (at most 5 s); a failure shows the 'Reintentar' notice instead. */
  loading: ReactNode;
}

/**
 * What the host provides to every app for embedding another app's fragment without importing it: it loads the
 * exposed module through its federation runtime, with the same loading state, error boundary with 'Reintentar'
 * and 5 s limit as its own fragments. On the server the fragment is a boundary the browser renders.
 */
export type FragmentRenderer = <R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>>(
  props: EmbeddedFragmentProps<R, M, E>,
) => ReactNode;
