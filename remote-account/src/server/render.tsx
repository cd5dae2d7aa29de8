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
import { apiVerdict, verdictAnswer } from '@botica/platform/server/data-verdict';
import { findRoute, routeParams } from '@botica/shared-contracts/routes/route-table';
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
/** A one-time link's token as the API issues them (URL-safe, 10 to 200 characters). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{10,200}$/;

/**
 * The data a path names and the API read that says whether it exists: a customer's order (/pedido/{codigo}) and
 * address (/direcciones/{codigo}/editar), read with their session; and a link's token, read without using it: the
 * password link (/cambiar-contrasena/{token}, public) and the session's e-mail verification link
 * (/verificar-correo/{token}). Another customer's, an unknown or used token, or a code that is not one, is a page that
 * does not exist (404); the route's guard deals with a visitor on a customer's page.
 */
const NAMED: Partial<Record<string, { read: (id: string) => string; valid: RegExp; session: boolean }>> = {
  'order-detail': { read: (id) => `clientes/pedidos/${id}`, valid: /^\d{1,9}$/, session: true },
  'address-edit': { read: (id) => `direcciones/${id}`, valid: /^\d{1,9}$/, session: true },
  'change-password': { read: (token) => `customers/password/change/${token}`, valid: LINK_TOKEN, session: false },
  'verify-email': { read: (token) => `clientes/verificar-correo/${token}`, valid: LINK_TOKEN, session: true },
};

/** The owner's verdict on a path that names data, or undefined for the other paths. */
async function namedVerdict(input: RenderInput): Promise<RenderAnswer | undefined> {
  const route = findRoute(input.path);
  const named = route ? NAMED[route.id] : undefined;
  if (!route || !named) return undefined;
  const params = routeParams(route, input.path);
  const id = params.id ?? params.token ?? '';
  if (!named.valid.test(id)) return UNKNOWN_PATH;
  if (named.session && !SESSION_COOKIE.test(input.cookie ?? '')) return null;
  return verdictAnswer(await apiVerdict(input.apiUrl, named.read(id), named.session ? input.cookie : undefined));
}

/** The page's first screen, or null for the pages the browser draws alone. */
export async function render(input: RenderInput): Promise<RenderAnswer> {
  const verdict = await namedVerdict(input);
  if (verdict !== undefined) return verdict;
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
