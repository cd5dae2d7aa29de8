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
import type { RenderAnswer, RenderInput } from '@botica/platform/server/fragment-protocol';
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

/** The page's first screen, or null for the pages the browser draws alone. */
export function render(input: RenderInput): Promise<RenderAnswer> {
  try {
    const search = input.search && !input.search.startsWith('?') ? `?${input.search}` : input.search;
    const route = findRoute(input.path);
    const Page = route?.owner === 'account' ? PAGES[route.id] : undefined;
    if (!route || !Page) return Promise.resolve(null);
    const state: ServerRenderState = {};
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
    return Promise.resolve({ html, styles, scripts, ...(state.title ? { title: state.title } : {}) });
  } catch (error) {
    console.error('[account] server render failed', input.path, error);
    return Promise.resolve(null);
  }
}
