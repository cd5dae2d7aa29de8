// Server build entry (rspack target node, see rspack.shell.config.mjs): the host's whole tree as HTML, so a
// document paints the header, the route owner's server-drawn page and the footer before any JavaScript has run,
// and the browser hydrates that very tree (bootstrap.tsx) instead of drawing it again.
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { findRoute, loginUrl } from '@botica/shared-contracts/routes/route-table';
import { AppFrame } from '../app/app';
import { ServerRenderContext, type ServerShell } from '../remotes/server-render';
import { createSessionStore, type ServerSession } from '../features/session/state/initial-session';
import { returnTarget } from '../features/session/state/return-target';
import { mustAcceptTermsFirst } from '../features/terms/terms-required';

export type { ServerSession } from '../features/session/state/initial-session';

export type ShellAnswer = { redirect: string } | { html: string };

/**
 * Where the route guard (app/route-guard.tsx) would send this session at once, answered by the server as a
 * redirect instead of a page that first paints and then moves: a visitor on a private page goes to /login, a
 * customer on a page for visitors back to where they came from, a customer with pending terms to /mi-cuenta.
 */
export function guardRedirect(url: string, session: ServerSession): string | null {
  const [pathname = '/', search = ''] = url.split('?');
  const access = findRoute(pathname)?.access;
  const query = search ? `?${search}` : '';
  if (access === 'auth' && !session.customer) return loginUrl(`${pathname}${query}`);
  if (access === 'guest' && session.customer) return returnTarget(query, null);
  if (access === 'auth' && mustAcceptTermsFirst(session.customer, pathname)) return '/mi-cuenta';
  return null;
}

/**
 * The app's tree for a URL, as the browser's first render draws it from the same session (null: unknown, the
 * browser loads it). `page` says whether the owner's server-drawn page will fill the route's boundary.
 */
export function renderShell(url: string, session: ServerSession | null, page: ServerShell['page']): ShellAnswer {
  const redirect = session ? guardRedirect(url, session) : null;
  if (redirect) return { redirect };
  const html = renderToString(
    <ServerRenderContext.Provider value={{ page }}>
      <Provider store={createSessionStore(session)}>
        <StaticRouter location={url}>
          <AppFrame />
        </StaticRouter>
      </Provider>
    </ServerRenderContext.Provider>,
  );
  return { html };
}
