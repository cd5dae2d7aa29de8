// How one app embeds another app's exposed fragment without importing it (decision 038): the host provides the
// renderer through this context; the module is a federation singleton, so the host's provider and a remote's
// consumer meet on the same context object.
import { createContext, createElement, type ReactNode, Suspense, use, useContext } from 'react';
import type { EmbeddedFragmentProps, FragmentRenderer } from '@botica/shared-contracts/exposes/fragments';
import type { ComponentExport, ExposedModule, RemoteName } from '@botica/shared-contracts/exposes/remotes';

export type { EmbeddedFragmentProps, FragmentRenderer };

/** The host's renderer; null where no host is (a server render of a remote, a remote on its own port). */
export const FragmentRendererContext = createContext<FragmentRenderer | null>(null);

const NEVER = new Promise<never>(() => {});

/** Suspends for good: on the server, React writes the boundary's fallback marked for the browser to render. */
function ClientOnly(): null {
  use(NEVER);
  return null;
}

/**
 * Another app's exposed component, e.g. `<EmbeddedFragment remote="catalog" module="product-grid"
 * exportName="ProductGrid" props={…} loading={…} />`. Without a host renderer (a remote's own server render or
 * standalone page) it stays a boundary showing `loading` that only the host's browser tree fills.
 */
export function EmbeddedFragment<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>>(
  props: EmbeddedFragmentProps<R, M, E>,
): ReactNode {
  const Renderer = useContext(FragmentRendererContext);
  // the host's renderer is a component of its own (its hooks, its boundary), not a function called here
  if (Renderer) return createElement(Renderer<R, M, E>, props);
  return createElement(Suspense, { fallback: props.loading }, createElement(ClientOnly));
}
