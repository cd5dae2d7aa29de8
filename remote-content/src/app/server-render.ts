import { createContext, useContext } from 'react';

/** What a server render collects while the page renders (effects do not run there). */
export interface ServerRenderState {
  title?: string;
}

/** Present only while the content's server draws a page (src/server/render.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRenderState | null>(null);

/**
 * The document's title of a drawn page (`{title} | Botica Guaraní`, as the page's effect sets it in the browser): a
 * server render records it so the host writes it into the document it serves.
 */
export function useDrawnTitle(title: string | null | undefined): void {
  const server = useContext(ServerRenderContext);
  if (server && title) server.title = `${title} | Botica Guaraní`;
}
