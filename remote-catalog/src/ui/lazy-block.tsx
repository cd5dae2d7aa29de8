import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useServerRender } from '../lib/server-render';

/**
 * Renders its block only when it comes near the viewport: below-the-fold blocks neither load their data
 * nor build their carousels during the first paint. The placeholder keeps roughly the block's height.
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
  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
