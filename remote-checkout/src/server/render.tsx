// The checkout's server renderer: /carrito and /carrito-oncologicos of a logged-in customer, drawn from the
// customer's cart as the API keeps it, the session the host read for the document and the API's answers for this
// customer (the calculation, addresses, saved cards), so the host puts the whole page (steps, lines, summary with 'Continuar') into the
// document and the browser hydrates it in place (docs/decisions/068); and /compra-finalizada/{codigo}, the
// customer's order read with their session.
// Built by rspack.server.config.mjs into dist-ssr/render.cjs; loaded by @botica/platform/server/remote-server.ts.
import type { ComponentType } from 'react';
import { readSsrManifest } from '@botica/platform/server/ssr-manifest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from '@botica/platform/router';
import { createStore, Provider } from 'jotai';
import { createApiClient } from '@botica/platform/http/client';
import { answerEntry, QueryCacheContext } from '@botica/platform/data/query';
import { type RenderAnswer, type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { apiVerdict, VERDICT_READ_TIMEOUT_MS, verdictAnswer } from '@botica/platform/server/data-verdict';
import { ORDER_TOKEN_PATTERN } from '@botica/shared-contracts/checkout/constants';
import type { Order } from '@botica/shared-contracts/checkout/entities';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { findRoute, namesData, routeParams } from '@botica/shared-contracts/routes/route-table';
import { fetchAddresses, fetchCalculation, fetchOrder, fetchOrderByToken, fetchSavedCart, fetchSavedCards } from '../features/cart/api/checkout-api';
import { CheckoutPageNormal, CheckoutPageOncology } from '../features/cart/components/checkout-page';
import { storedOf } from '../features/cart/state/cart.server-copy';
import { calculationRequest, withPricing } from '../features/cart/state/checkout.logic';
import { OrderCompletionPage } from '../app/order-completion-page';

/** The cookie that carries a customer's session (the API's `token`). */
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]+/;

/** The server answers quickly or not at all: the host only waits a moment for the fragment. */
const API_TIMEOUT_MS = 2500;

/**
 * The public pages of a token and the API read whose answer says whether the token names anything: a payment link
 * (both its forms) and a shared cart. An unknown token is a page that does not exist (404).
 */
const PUBLIC_NAMED: Partial<Record<string, (token: string) => string>> = {
  'payment-link': (token) => `link-pago/${token}`,
  'temporary-qr': (token) => `link-pago/${token}`,
  'share-cart': (token) => `carrito/${token}`,
};

/**
 * The stylesheet the server build wrote into the client's dist, and the scripts of the pages' expose (the browser
 * needs them all to hydrate a drawn page; see rspack.server.config.mjs).
 */
const { styles, scripts: pageScripts } = readSsrManifest(__dirname);
const scripts = pageScripts.pages ?? [];

/**
 * The page's first screen, or null (drawn in the browser): another page, a visitor (the host redirects to the
 * login), a customer without a cart on the server (this browser may hold one not sent yet), or an API that did
 * not answer.
 */
export async function render(input: RenderInput): Promise<RenderAnswer> {
  try {
    const route = findRoute(input.path);
    if (!route) return null;
    const named = PUBLIC_NAMED[route.id];
    if (named) {
      // public pages of a token: the API's verdict on it, the page is drawn in the browser
      const { token = '' } = routeParams(route, input.path);
      return verdictAnswer(await apiVerdict(input.apiUrl, named(encodeURIComponent(token))));
    }
    if (!SESSION_COOKIE.test(input.cookie ?? '')) return null;
    if (route.id === 'order-finished' && namesData(route, input.path)) return await renderOrder(input, route.path);
    if (route.id === 'roulette' && namesData(route, input.path)) {
      const { id: codigo = '' } = routeParams(route, input.path);
      if (!/^\d{1,9}$/.test(codigo)) return UNKNOWN_PATH;
      return verdictAnswer(await apiVerdict(input.apiUrl, `ruleta/verificar-ruleta/${codigo}`, input.cookie));
    }
    if (route.id !== 'cart' && route.id !== 'cart-oncology') return null;
    // the customer the host read for the document (fragment-session.ts); one it could not read: the browser draws
    const customer = input.session?.customer;
    if (!customer) return null;
    const oncologico = route.id === 'cart-oncology';
    const client = sessionClient(input);
    // The same reads, under the same keys, as the page's first render in the browser (checkout-page.tsx), at once
    // where they can be: the host waits for the page only a moment (a session that ended fails the cards' read
    // with a 401). The cart page's document brings the cart cookie too: a visitor's cart just logged in with is
    // merged into the customer's by this read.
    const priced = fetchSavedCart(oncologico, client).then(async (saved) => {
      if (!saved.carrito?.items.length) return null;
      const read = storedOf(saved.carrito, oncologico, saved.carritoId);
      const body = calculationRequest(read);
      const calculation = await fetchCalculation(oncologico, body, client);
      // the cart with what this calculation applied to its lines, as the API keeps it after it (and the browser too)
      return { cart: withPricing(read, calculation), body, calculation };
    });
    const [drawn, addresses, cards] = await Promise.all([priced, fetchAddresses(client), fetchSavedCards(client)]);
    if (!drawn) return null;
    const { cart, body, calculation } = drawn;
    const data: Record<string, unknown> = Object.fromEntries([
      answerEntry(checkoutQueries.savedCart(oncologico), cart),
      answerEntry(checkoutQueries.customer(), customer),
      answerEntry(checkoutQueries.calculation(oncologico, JSON.stringify(body)), calculation),
      answerEntry(checkoutQueries.savedCards(), cards),
      ...(cart.delivery ? [answerEntry(checkoutQueries.addresses(), addresses)] : []),
    ]);
    const Page = oncologico ? CheckoutPageOncology : CheckoutPageNormal;
    return { ...draw(input, route.path, Page, data), styles, scripts, data };
  } catch (error) {
    // An API answer (expired session, down, slow) is ordinary: the browser renders the page itself. Anything else
    // is a fault of the renderer, worth seeing in the server's log.
    if (!(error instanceof ApiError)) console.error('[checkout] server render failed', input.path, error);
    return null;
  }
}

/** An API client that calls with the customer's cookie (their session), answering quickly or failing. */
function sessionClient(input: RenderInput, timeoutMs = API_TIMEOUT_MS) {
  return createApiClient({ baseUrl: new URL('/api', input.apiUrl).toString(), timeoutMs }).extend({
    retry: 0,
    headers: input.cookie ? { cookie: input.cookie } : {},
  });
}

/** The page at its route, with the data it reads already in its query cache, and how long React took to draw it. */
function draw(input: RenderInput, routePath: string, Page: ComponentType, data: Record<string, unknown>): { html: string; renderMs: number } {
  const started = performance.now();
  const html = renderToString(
    <QueryCacheContext.Provider value={new Map(Object.entries(data))}>
      <Provider store={createStore()}>
        <StaticRouter location={`${input.path}${input.search && !input.search.startsWith('?') ? '?' : ''}${input.search}`}>
          <Routes>
            <Route path={routePath} element={<Page />} />
          </Routes>
        </StaticRouter>
      </Provider>
    </QueryCacheContext.Provider>,
  );
  return { html, renderMs: Math.round(performance.now() - started) };
}

/**
 * /compra-finalizada/{codigo} and /compra-finalizada/{tokenPeticion}: the order as its owner reads it and what it
 * bought (a gift card draws the thank-you variant), the same reads, under the same keys, as the page's first render in
 * the browser. An id that is neither, or an order the API does not give this customer, is a page that does not exist
 * (404); a provider's failed return (drawn from the address alone) is drawn in the browser once the order is known.
 * The order's read decides the status: when it fails the owner cannot tell (503), never "it exists".
 */
async function renderOrder(input: RenderInput, routePath: string): Promise<RenderAnswer> {
  const id = input.path.split('/').pop() ?? '';
  const byCode = /^\d{1,9}$/.test(id);
  if (!byCode && !ORDER_TOKEN_PATTERN.test(id)) return UNKNOWN_PATH;
  const client = sessionClient(input, VERDICT_READ_TIMEOUT_MS);
  let order: Order;
  try {
    order = byCode ? await fetchOrder(id, client) : await fetchOrderByToken(id, client);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return UNKNOWN_PATH;
    // an ended session: the host's guard sends the shopper to log in
    if (error instanceof ApiError && error.status === 401) return null;
    return UNDECIDED;
  }
  if (new URLSearchParams(input.search).has('transactionStatus')) return null;
  const data: Record<string, unknown> = Object.fromEntries([answerEntry(byCode ? checkoutQueries.order(id) : checkoutQueries.orderByToken(id), order)]);
  return { ...draw(input, routePath, OrderCompletionPage, data), styles, scripts, data };
}
