import { Component, createContext, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useServerRender } from '../lib/server-render';

/** The height a lazy block reserved, for its content to keep while its data loads. */
const ReservedHeight = createContext<string | undefined>(undefined);

/**
 * Renders its block only when it comes near the viewport: below-the-fold blocks neither load their data
 * nor build their carousels during the first paint, and a block whose code is `lazy` downloads it then too (the
 * placeholder stays while it comes). The placeholder keeps roughly the block's height.
 * A server render always gives the placeholder: the browser decides what is near the viewport.
 */
export function LazyBlock({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const server = useServerRender();
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => !server && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) {
    return (
      <ReservedHeight.Provider value={minHeight}>
        <BlockBoundary>
          <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>
        </BlockBoundary>
      </ReservedHeight.Provider>
    );
  }
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}

/**
 * A block whose code could not be downloaded (the network dropped, a new deploy replaced the file) is left out:
 * the rest of the page stays as it is, and the next visit tries again.
 */
class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[catalog] un bloque de la página no se pudo cargar', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * What a block shows while its data loads: the height its lazy block reserved. Rendering nothing instead would
 * let the page below it (the footer) climb up, then drop again when the data comes: a layout shift the shopper
 * sees. Once the answer is in, the block renders its content, or nothing when the answer is empty.
 */
export function BlockPending() {
  const minHeight = useContext(ReservedHeight);
  return <div style={{ minHeight }} aria-hidden="true" data-pending="" />;
}
