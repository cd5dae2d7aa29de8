import { useEffect } from 'react';

/** Marks the page as not indexable while mounted (search results, not-found views; spec 000 §2). */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
