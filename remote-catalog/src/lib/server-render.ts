import { createContext, useContext, useEffect } from 'react';

/** What a server render collects while the page renders (effects do not run there). */
export interface ServerRenderState {
  title?: string;
}

/** Present only while the catalog server renders a page's HTML; null in the browser. */
export const ServerRenderContext = createContext<ServerRenderState | null>(null);

/** True while rendering on the server: components then skip what needs a browser (observers, storage). */
export function useServerRender(): boolean {
  return useContext(ServerRenderContext) !== null;
}

/**
 * Sets the document's title once the page shows; a server render records it instead so the host can put
 * it into the document it serves.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const server = useContext(ServerRenderContext);
  if (server && title) server.title = title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
