import { useContext, useEffect } from 'react';
import { ServerRenderContext } from './server-render';

/**
 * Sets the document's title while the page shows; a server render records it instead so the host can put it into
 * the document it serves.
 */
export function usePageTitle(title: string): void {
  const server = useContext(ServerRenderContext);
  if (server) server.title = `${title} | Botica Guaraní`;
  useEffect(() => {
    const before = document.title;
    document.title = `${title} | Botica Guaraní`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
