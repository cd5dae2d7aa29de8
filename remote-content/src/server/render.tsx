// The content remote's server renderer: the first screen of its world pages (`/mundo/{w}`, `/mundo/{w}/{id}`) with
// their data from the API, and of Nosotros and the blog, so the host puts the page into the document and the browser
// hydrates it in place; and the verdict on a path that names data (404 for what names nothing, 503 when the API
// cannot tell). Its other pages are drawn in the browser. The world's product grid (catalog's `product-grid`) is a
// marked place the host fills with catalog's drawing (@botica/platform/server/embedded-fragments). Built by
// rspack.server.config.mjs into dist-ssr/render.cjs; loaded by @botica/platform/server/remote-server.ts.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { Route, Routes } from '@botica/platform/router';
import { createApiClient } from '@botica/platform/http/client';
import { QueryCacheContext } from '@botica/platform/data/query';
import { readSsrManifest } from '@botica/platform/server/ssr-manifest';
import { type RenderAnswer, type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { apiVerdict, VERDICT_READ_TIMEOUT_MS, verdictAnswer } from '@botica/platform/server/data-verdict';
import { serverEmbeds } from '@botica/platform/server/server-embeds';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { findRoute, namesData, routeParams } from '@botica/shared-contracts/routes/route-table';
import { firstScreen, type FirstScreenQuery, type FirstScreenRoute } from '../app/prefetch-route';
import { ServerRenderContext, type ServerRenderState } from '../app/server-render';
import { findBlogPost } from '../features/blog/data/blog-posts';
import { BlogPage } from '../features/blog/components/blog-page';
import { BlogPostPage } from '../features/blog/components/blog-post-page';
import { AboutPage } from '../features/static-pages/components/about-page';
import { WorldPage } from '../features/worlds/components/world-page';
import { WorldSectionPage } from '../features/worlds/components/world-section-page';

/** The pages this renderer draws, by route id; the same components the browser mounts (exposes/pages.ts). */
const PAGES: Record<FirstScreenRoute, ComponentType> = {
  world: WorldPage,
  'world-section': WorldSectionPage,
  about: AboutPage,
  blog: BlogPage,
  'blog-post': BlogPostPage,
};

/** The server answers quickly or not at all: the host only waits a moment for the fragment. */
const API_TIMEOUT_MS = 2500;

const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * The stylesheet the server build wrote into the client's dist, and the scripts of the pages' expose (the browser
 * needs them all to hydrate a drawn page; see rspack.server.config.mjs).
 */
const { styles, scripts: pageScripts } = readSsrManifest(__dirname);
const scripts = pageScripts.pages ?? [];

/** A read, then the reads its answer names; those fail quietly (the page reads them in the browser). */
async function load(query: FirstScreenQuery, answers: Map<string, unknown>): Promise<void> {
  const answer = await query.load();
  answers.set(query.key, answer);
  const next = query.then?.(answer) ?? [];
  await Promise.all(next.map((follow) => load(follow, answers).catch(() => undefined)));
}

/** A cover the content draws in the browser: the API's verdict on it. */
async function coverVerdict(input: RenderInput, slug: string): Promise<RenderAnswer> {
  if (!SLUG.test(slug)) return UNKNOWN_PATH;
  return verdictAnswer(await apiVerdict(input.apiUrl, `portadas/por-slug/${slug}`));
}

export async function render(input: RenderInput): Promise<RenderAnswer> {
  const route = findRoute(input.path);
  if (route?.owner !== 'content') return null;
  const params = routeParams(route, input.path);
  if (route.id === 'cover') return coverVerdict(input, params.slug ?? '');
  if (route.id === 'blog-post' && !findBlogPost(params.id)) return UNKNOWN_PATH;
  const search = input.search && !input.search.startsWith('?') ? `?${input.search}` : input.search;
  // the reads of a page that names data decide its status: they may take as long as the host waits for that
  const named = namesData(route, input.path);
  const client = createApiClient({ baseUrl: new URL('/api', input.apiUrl).toString(), timeoutMs: named ? VERDICT_READ_TIMEOUT_MS : API_TIMEOUT_MS }).extend({
    retry: 0,
    headers: input.cookie ? { cookie: input.cookie } : {},
  });
  const screen = firstScreen(input.path, search, client);
  if (!screen) return null;
  // a world or section that cannot be one (a slug or id the API would refuse): nothing to ask
  if ((route.id === 'world' || route.id === 'world-section') && screen.queries.length === 0) return UNKNOWN_PATH;
  const answers = new Map<string, unknown>();
  try {
    await Promise.all(screen.queries.map((query) => load(query, answers)));
  } catch (error) {
    // A world or section the API does not know (or a slug or id that cannot be one): the document answers 404
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return UNKNOWN_PATH;
    // an API answer (down, slow) is ordinary; anything else is a fault of the renderer, worth seeing in its log
    if (!(error instanceof ApiError)) console.error('[content] server render failed', input.path, error);
    // whether a named page exists cannot be told (the host answers 503 there); another page the browser draws
    return named ? UNDECIDED : null;
  }
  try {
    const store = createStore();
    // drawn for the session the host read for the document, as the browser hydrates it
    store.set(customerAtom, input.session?.customer ?? null);
    const state: ServerRenderState = {};
    const Page = PAGES[screen.route.id];
    // the catalogue's product grid of a world: its place marked, with its props, for the host to fill
    const embedded = serverEmbeds();
    const drawStarted = performance.now();
    const html = renderToString(
      <ServerRenderContext.Provider value={state}>
        <QueryCacheContext.Provider value={answers}>
          <Provider store={store}>
            <StaticRouter location={`${input.path}${search}`}>
              {embedded.wrap(
                <Routes>
                  <Route path={screen.route.path} element={<Page />} />
                </Routes>,
              )}
            </StaticRouter>
          </Provider>
        </QueryCacheContext.Provider>
      </ServerRenderContext.Provider>,
    );
    const embeds = embedded.embeds();
    // React 19 puts resource hints (image preloads) before the markup when there is no <head> to put them in: the
    // document's head takes them, the page's boundary only the page
    const head = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
    const renderMs = Math.round(performance.now() - drawStarted);
    return {
      html: html.slice(head.length),
      head,
      styles,
      scripts,
      ...(state.title ? { title: state.title } : {}),
      data: Object.fromEntries(answers),
      renderMs,
      ...(embeds.length ? { embeds } : {}),
    };
  } catch (error) {
    console.error('[content] server render failed', input.path, error);
    return named ? UNDECIDED : null;
  }
}
