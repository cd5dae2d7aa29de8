import { seedQueryCache } from '@botica/platform/data/query';

/** The element in which the host embeds the data of the catalog's server-rendered first screen. */
export const SERVER_DATA_ELEMENT_ID = 'catalog-ssr-data';

/**
 * Fills the query cache with the answers the server-rendered markup was made from, so the page's first
 * render in the browser shows the same content (no placeholder flash, no layout shift); the components
 * still revalidate them once mounted.
 */
export function seedFromServerRender(doc: Document = document): void {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const data: unknown = JSON.parse(element.textContent);
    if (data && typeof data === 'object' && !Array.isArray(data)) seedQueryCache(data as Record<string, unknown>);
  } catch {
    // A damaged element only costs the head start: the page loads its data as usual.
  }
}
