import { createContext, use, useContext } from 'react';
import { PAGE_TOKEN } from '@botica/platform/document-slots';

/**
 * Present only while the host server draws the app's tree (shell/render-shell.tsx); null in the browser.
 * `page` says whether the route owner's server-drawn page will be put into the route's boundary.
 */
export interface ServerShell {
  page: 'drawn' | 'none';
}

export const ServerRenderContext = createContext<ServerShell | null>(null);

export const useServerShell = (): ServerShell | null => useContext(ServerRenderContext);

const NEVER = new Promise<never>(() => {});

/**
 * Inside a Suspense boundary on the server: content only the browser renders. The server writes the boundary's
 * fallback, marked so that hydration renders that boundary afresh instead of matching it.
 */
export function BrowserOnly(): null {
  use(NEVER);
  return null;
}

/** Inside the page's Suspense boundary on the server: where the owner's server-drawn page goes. */
export function ServerPageSlot() {
  return <>{PAGE_TOKEN}</>;
}
