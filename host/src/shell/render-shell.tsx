// Server build entry (rspack target node, see rspack.shell.config.mjs): the host's whole tree as HTML, so a
// document paints the header, the route owner's server-drawn page and the footer before any JavaScript has run,
// and the browser hydrates that very tree (bootstrap.tsx) instead of drawing it again.
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { findRoute, loginUrl } from '@botica/shared-contracts/routes/route-table';
import { QueryCacheContext } from '@botica/platform/data/query';
import { createApiClient } from '@botica/platform/http/client';
import { shopLayoutReads, shopperLayoutReads } from '../api/header-data';
import { CART_COOKIE } from '@botica/shared-contracts/cart/saved-cart';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { AppFrame } from '../app/app';
import * as customerParts from '../app/customer-parts.lazy';
import { provideCustomerParts } from '../app/customer-parts';
import { ServerRenderContext, type ServerShell } from '../remotes/server-render';
import { createSessionStore, type ServerSession } from '../features/session/state/initial-session';
import { returnTarget } from '../features/session/state/return-target';
import { mustAcceptTermsFirst } from '../features/terms/terms-required';

export type { ServerSession } from '../features/session/state/initial-session';

// the browser downloads the customer's parts on demand; the server draws them at once
provideCustomerParts(customerParts);

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
 * The layout's data that are the same for every shopper (parameters, active cover, cart settings, data
 * attribution), read from the API at `apiUrl`, by query key. A read that fails or takes longer than `timeoutMs`
 * has no answer (`undefined`): the host's cache (ShopLayoutCache) leaves it out of the documents, whose layout draws
 * its defaults there and whose browser asks for it, and reads it again for the next document.
 */
export async function loadShopLayout(apiUrl: string, timeoutMs: number): Promise<Record<string, unknown>> {
  return readAll(shopLayoutReads(serverClient(apiUrl, timeoutMs)), true);
}

/** A request that brings the cart cookie (a visitor's cart, or one a visitor filled before logging in). */
const CART_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${CART_COOKIE.name}=`);

/**
 * The layout's data of this shopper, read from the API with the shopper's `cookie`, by query key: the header's cart
 * count (decision 079) and a customer's favourites count. A visitor who brings no cart cookie has no cart: their
 * count is 0 without asking. A read that fails or takes longer than `timeoutMs` is left out, and the browser asks
 * for it.
 */
export async function loadShopperLayout(apiUrl: string, cookie: string | undefined, session: ServerSession, timeoutMs: number): Promise<Record<string, unknown>> {
  const cliente = session.customer?.clieCodigo ?? null;
  if (cliente === null && !CART_COOKIE_SENT.test(cookie ?? '')) return { [checkoutQueries.cartCount(null)]: 0 };
  return readAll(shopperLayoutReads(serverClient(apiUrl, timeoutMs).extend({ headers: cookie ? { cookie } : {}, retry: 0 }), cliente));
}

/** The API's client for the server's reads. */
const serverClient = (apiUrl: string, timeoutMs: number) => createApiClient({ baseUrl: new URL('/api', apiUrl).toString(), timeoutMs });

/** The answers of `reads` that came, by key; with `namingMissing`, a read that did not come is there as `undefined`. */
async function readAll(reads: Record<string, () => Promise<unknown>>, namingMissing = false): Promise<Record<string, unknown>> {
  const entries = Object.entries(reads);
  const answers = await Promise.allSettled(entries.map(([, read]) => read()));
  return Object.fromEntries(
    entries.flatMap(([key], i) => {
      const answer = answers[i]!;
      if (answer.status === 'fulfilled') return [[key, answer.value]];
      return namingMissing ? [[key, undefined]] : [];
    }),
  );
}

/**
 * The app's tree for a URL, as the browser's first render draws it from the same session (null: unknown, the
 * browser loads it) and the same shop layout data (`loadShopLayout`, written into the document for the browser's
 * cache). `page` says whether the owner's server-drawn page will fill the route's boundary.
 */
export function renderShell(url: string, session: ServerSession | null, page: ServerShell['page'], layout: Record<string, unknown> = {}): ShellAnswer {
  const redirect = session ? guardRedirect(url, session) : null;
  if (redirect) return { redirect };
  const html = renderToString(
    <ServerRenderContext.Provider value={{ page }}>
      <QueryCacheContext.Provider value={new Map(Object.entries(layout))}>
        <Provider store={createSessionStore(session)}>
          <StaticRouter location={url}>
            <AppFrame />
          </StaticRouter>
        </Provider>
      </QueryCacheContext.Provider>
    </ServerRenderContext.Provider>,
  );
  return { html };
}
