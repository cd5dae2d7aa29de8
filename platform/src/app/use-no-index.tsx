import { useEffect } from 'react';

/**
 * Marks the page as not indexable while mounted (search results, not-found views; spec 000 §2). The document the
 * server sent for such a page already says so itself (`<meta name="robots" content="noindex">`, for crawlers that run
 * no script): that element is taken over rather than doubled, and goes when the page does, so the next page the
 * shopper reaches in the same document is indexable again.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const written = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = written ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    if (!written) document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
