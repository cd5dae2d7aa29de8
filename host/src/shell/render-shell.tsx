// Server build entry (rspack target node, see rspack.shell.config.mjs): the host's shell as HTML, so a
// document can paint the header and a remote's server-rendered page before any JavaScript has run.
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Header } from '../layout/header/header';
import { ServerRenderContext } from '../remotes/remote-fragment';
import { PAGE_SLOT } from '@botica/platform/document-slots';


/**
 * The header exactly as the browser's first render draws it (visitor, empty cart, data not loaded yet), so
 * the client's first commit replaces it with identical geometry.
 */
export function renderShell(url: string): string {
  const header = renderToString(
    <ServerRenderContext.Provider value>
      <Provider store={createStore()}>
        <StaticRouter location={url}>
          <Header />
        </StaticRouter>
      </Provider>
    </ServerRenderContext.Provider>,
  );
  return `<div class="bg-shell">${header}<main class="bg-main">${PAGE_SLOT}</main></div>`;
}
