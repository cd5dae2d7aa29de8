import { createContext } from 'react';

/** What a server render collects while the page renders (effects do not run there). */
export interface ServerRenderState {
  title?: string;
}

/** Present only while the account's server renders a page's HTML (src/server/render.tsx); null in the browser. */
export const ServerRenderContext = createContext<ServerRenderState | null>(null);
