// The account's server renderer: the HTML of the public access pages (login, password recovery), so the host
// can put it into the document and the browser paints the form before any JavaScript runs; the browser then
// hydrates it in place (docs/decisions/037). These pages read no data: what they show comes from the URL alone.
// Built by rspack.server.config.mjs into dist-ssr/render.cjs; loaded by @botica/platform/server/remote-server.ts.
import type { ComponentType } from 'react';
import { readSsrManifest } from '@botica/platform/server/ssr-manifest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from '@botica/platform/router';
import { createStore, Provider } from 'jotai';
import { type RenderAnswer, type RenderInput, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { ServerRenderContext, type ServerRenderState } from '../ui/server-render';

/**
 * The pages drawn on the server, by route id: the same components the browser mounts (src/exposes/pages.ts).
 * The sign-up forms are left to the browser: they read the nationalities list and hold many generated ids.
 */
const PAGES: Partial<Record<string, ComponentType>> = {
  login: LoginPage,
  'forgot-password': ForgotPasswordPage,
};

/**
 * The stylesheet the server build wrote into the client's dist, and the scripts of the pages' expose (the browser
 * needs them all to hydrate a drawn page; see rspack.server.config.mjs).
 */
const { styles, scripts: pageScripts } = readSsrManifest(__dirname);
const scripts = pageScripts.pages ?? [];

/** The cookie that carries a customer's session (the API's `token`). */
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]+/;
/** The composer waits about a second for the whole answer: the API gets less. */
const API_TIMEOUT_MS = 700;

/**
 * /pedido/{codigo} of an order this customer does not have (or a code that is not one): the document answers 404
 * (the browser draws the page, which says the order does not exist). Any other outcome of the API is not a claim.
 */
async function orderMissing(input: RenderInput, id: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(id)) return true;
  if (!SESSION_COOKIE.test(input.cookie ?? '')) return false;
  try {
    const res = await fetch(new URL(`/api/clientes/pedidos/${id}`, input.apiUrl), {
      headers: { cookie: input.cookie ?? '' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    return res.status === 404;
  } catch {
    return false;
  }
}

/** The page's first screen, or null for the pages the browser draws alone. */
export async function render(input: RenderInput): Promise<RenderAnswer> {
  const route = findRoute(input.path);
  if (route?.id === 'order-detail' && (await orderMissing(input, input.path.split('/').pop() ?? ''))) return UNKNOWN_PATH;
  return draw(input);
}

function draw(input: RenderInput): Promise<RenderAnswer> {
  try {
    const search = input.search && !input.search.startsWith('?') ? `?${input.search}` : input.search;
    const route = findRoute(input.path);
    const Page = route?.owner === 'account' ? PAGES[route.id] : undefined;
    if (!route || !Page) return Promise.resolve(null);
    const state: ServerRenderState = {};
    const drawStarted = performance.now();
    const html = renderToString(
      <ServerRenderContext.Provider value={state}>
        <Provider store={createStore()}>
          <StaticRouter location={`${input.path}${search}`}>
            <Routes>
              <Route path={route.path} element={<Page />} />
            </Routes>
          </StaticRouter>
        </Provider>
      </ServerRenderContext.Provider>,
    );
    const renderMs = Math.round(performance.now() - drawStarted);
    return Promise.resolve({ html, styles, scripts, renderMs, ...(state.title ? { title: state.title } : {}) });
  } catch (error) {
    console.error('[account] server render failed', input.path, error);
    return Promise.resolve(null);
  }
}
