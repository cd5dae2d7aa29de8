import { type ComponentType, createContext, lazy, Suspense, useContext, useState } from 'react';
import type { ProductBlockProps as Props } from './product-block';

/**
 * The block itself, which the server's render provides (server/render.tsx) so it draws the block with the page; in
 * the browser there is none and the block's code is loaded on demand.
 */
export const DrawnProductBlock = createContext<ComponentType<Props> | null>(null);

/** Resolves once `node` comes within 300 px of the viewport (as LazyBlock's blocks). */
function nearViewport(node: Element): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
  });
}

/**
 * The home's first products carousel, which a phone shows on its first screen: the server draws it with the page,
 * from the page's data, and the browser keeps the drawn block as it is until it nears the viewport; then the block's
 * code (the carousel, the product card) comes and React hydrates the drawn block in place. On a phone that is right
 * away, with no request to the API; a desktop, where it is further down, loads its code only if the shopper scrolls
 * to it. A page the browser draws itself shows the reserved height until then, as the blocks after it.
 */
export function FirstProductBlock({ minHeight, ...props }: Props & { minHeight: string }) {
  const Drawn = useContext(DrawnProductBlock);
  const [gate] = useState(() => {
    let place: (node: Element) => void = () => {};
    const placed = new Promise<Element>((resolve) => (place = resolve));
    const Block = lazy(() =>
      placed
        .then(nearViewport)
        .then(() => import('./below-the-fold'))
        .then((m) => ({ default: m.ProductBlock })),
    );
    return { place, Block };
  });
  const Block = Drawn ?? gate.Block;
  return (
    <div ref={(node) => void (node && gate.place(node))}>
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>
        <Block {...props} />
      </Suspense>
    </div>
  );
}
