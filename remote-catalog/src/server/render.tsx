// The catalog's server renderer: the HTML of a catalogue page's first screen with its real data, so the
// host can put it into the document and the browser paints it before any JavaScript runs.
// Built by rspack.server.config.mjs into dist-ssr/render.cjs; loaded by @botica/platform/server/remote-server.ts.
import { type ComponentType, createElement, type ReactElement } from 'react';
import * as v from 'valibot';
import { readSsrManifest } from '@botica/platform/server/ssr-manifest';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Route, Routes } from '@botica/platform/router';
import { createStore, Provider } from 'jotai';
import { createApiClient } from '@botica/platform/http/client';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { DISCOUNT_FILTERS } from '@botica/shared-contracts/catalog/constants';
import { findRoute, namesData, routeParams } from '@botica/shared-contracts/routes/route-table';
import { type RenderAnswer, type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import type { EmbedAnswer, EmbedInput } from '@botica/platform/server/embedded-fragments';
import { ProductSchema } from '@botica/shared-contracts/catalog/entities';
import { apiVerdict, VERDICT_READ_TIMEOUT_MS, verdictAnswer } from '@botica/platform/server/data-verdict';
import { BrandPage, CustomProductsPage, DiscountPage, FeaturedPage, MakerPage, ProductsPage, PromoProductsPage } from '../pages/list-pages';
import { QUANTITY_PROMOS } from '../pages/list-types';
import { SearchPage } from '../pages/search-page';
import { FavouritesPage } from '../pages/favourites-page';
import { firstScreen, type FirstScreenQuery, type FirstScreenRoute } from '../app/prefetch-route';
import { QueryCacheContext } from '@botica/platform/data/query';
import { ServerRenderContext, type ServerRenderState } from '../lib/server-render';
import { CategoryPage } from '../pages/category-page';
import { HomePage } from '../pages/home-page';
import { DrawnProductBlock } from '../features/home/components/first-product-block';
import { ProductBlock } from '../features/home/components/product-block';
import { ProductPage } from '../pages/product-page';
import * as productGrid from '../exposes/product-grid';

export interface RenderResult {
  html: string;
  /**
   * Tags React hoists out of the markup (e.g. `<link rel="preload" as="image">` of the product's main
   * image), for the document's head; empty when there are none.
   */
  head: string;
  /** Stylesheets the markup needs, as paths on the catalog's own origin. */
  styles: string[];
  /** The scripts of the pages' expose, which the browser requests first to hydrate the page; paths as `styles`. */
  scripts: string[];
  title?: string;
  /**
   * The answers the markup was made from, by query key. Embedded as JSON in
   * `<script type="application/json" id="catalog-ssr-data">` (with `<` escaped), they fill the browser's
   * cache before its first render (see app/server-data.ts), so the client's markup equals this one at once.
   */
  data: Record<string, unknown>;
  /** Milliseconds React took to draw the markup (the host's `Server-Timing` reports it). */
  renderMs: number;
}

/** The pages this renderer knows, by route id; the same components the browser mounts. */
const PAGES: Record<FirstScreenRoute, ComponentType> = {
  home: HomePage,
  product: ProductPage,
  'world-product': ProductPage,
  category: CategoryPage,
  'products-custom': CustomProductsPage,
  'products-promo': PromoProductsPage,
  discounts: DiscountPage,
  featured: FeaturedPage,
  'by-brand': BrandPage,
  'by-maker': MakerPage,
  products: ProductsPage,
  search: SearchPage,
  'world-search': SearchPage,
  favourites: FavouritesPage,
};

/** The server answers quickly or not at all: the host only waits a moment for the fragment. */
const API_TIMEOUT_MS = 2500;

/**
 * Answers every shopper gets alike (see FirstScreenQuery.shared), kept briefly: under load the API's database
 * answers one query at a time, and a category page would otherwise wait for three. Concurrent renders share
 * one request; failures are not kept. The browser revalidates them anyway once the page is mounted.
 */
const SHARED_TTL_MS = 30_000;
const SHARED_MAX_ENTRIES = 1000;
const sharedAnswers = new Map<string, { until: number; answer: Promise<unknown> }>();

function loadQuery(apiUrl: string, { key, load, shared }: FirstScreenQuery): Promise<unknown> {
  if (!shared) return load();
  const id = `${apiUrl} ${key}`;
  const now = Date.now();
  const kept = sharedAnswers.get(id);
  if (kept && kept.until > now) return kept.answer;
  const answer = load();
  sharedAnswers.delete(id);
  // the oldest entry goes first (a Map iterates in insertion order)
  if (sharedAnswers.size >= SHARED_MAX_ENTRIES) sharedAnswers.delete(sharedAnswers.keys().next().value as string);
  sharedAnswers.set(id, { until: now + SHARED_TTL_MS, answer });
  answer.catch(() => {
    if (sharedAnswers.get(id)?.answer === answer) sharedAnswers.delete(id);
  });
  return answer;
}

/**
 * The stylesheet the server build wrote into the client's dist, and the scripts of the pages' expose (the browser
 * needs them all to hydrate a drawn page; see rspack.server.config.mjs).
 */
const { styles, scripts: pageScripts } = readSsrManifest(__dirname);
const scripts = pageScripts.pages ?? [];

/**
 * A path of a catalogue route that names nothing (a discount filter or quantity promotion the shop does not have):
 * the document answers 404, as it does for a product or category the API does not know (see render).
 */
function namesNothing(path: string): boolean {
  const route = findRoute(path);
  const last = decodeURIComponent(path.split('/').pop() ?? '');
  if (route?.id === 'discounts') return !(DISCOUNT_FILTERS as readonly number[]).includes(Number(last));
  if (route?.id === 'products-promo') return last !== 'promociones' && !QUANTITY_PROMOS.includes(last);
  return false;
}

/** A world's page (`/mundo/{landing}/…`) names the world too: the API's verdict on it, or undefined elsewhere. */
async function worldVerdict(input: RenderInput): Promise<RenderAnswer | undefined> {
  const route = findRoute(input.path);
  if (route?.id !== 'world-product' && route?.id !== 'world-search') return undefined;
  const { landing = '' } = routeParams(route, input.path);
  if (!/^[a-z0-9-]{1,80}$/.test(landing)) return UNKNOWN_PATH;
  return verdictAnswer(await apiVerdict(input.apiUrl, `landing/estilo/mundo/${landing}`));
}

export async function render(input: RenderInput): Promise<RenderResult | typeof UNKNOWN_PATH | typeof UNDECIDED | null> {
  try {
    if (namesNothing(input.path)) return UNKNOWN_PATH;
    const world = await worldVerdict(input);
    if (world === UNKNOWN_PATH || world === UNDECIDED) return world;
    const search = input.search && !input.search.startsWith('?') ? `?${input.search}` : input.search;
    // the reads of a page that names data decide its status: they may take as long as the host waits for that
    const route = findRoute(input.path);
    const timeoutMs = route && namesData(route, input.path) ? VERDICT_READ_TIMEOUT_MS : API_TIMEOUT_MS;
    const client = createApiClient({ baseUrl: new URL('/api', input.apiUrl).toString(), timeoutMs }).extend({
      retry: 0,
      headers: input.cookie ? { cookie: input.cookie } : {},
    });
    const screen = firstScreen(input.path, search, client);
    if (!screen || (screen.customerOnly && !input.session?.customer)) return null;
    // Any failed read (a product or category that does not exist included) leaves the page to the browser.
    const answers = await Promise.all(screen.queries.map(async (query) => [query.key, await loadQuery(input.apiUrl, query)] as const));
    const cache = new Map<string, unknown>(answers);
    const store = createStore();
    // The customer's page as the browser hydrates it: drawn for the session the host read for the document (prices
    // for testers, …); a session the host could not read draws the visitor's page.
    store.set(customerAtom, input.session?.customer ?? null);
    const state: ServerRenderState = {};
    const Page = PAGES[screen.route.id];
    const drawStarted = performance.now();
    const html = renderToString(
      <ServerRenderContext.Provider value={state}>
        <QueryCacheContext.Provider value={cache}>
          <Provider store={store}>
            <StaticRouter location={`${input.path}${search}`}>
              <DrawnProductBlock.Provider value={ProductBlock}>
                <Routes>
                  <Route path={screen.route.path} element={<Page />} />
                </Routes>
              </DrawnProductBlock.Provider>
            </StaticRouter>
          </Provider>
        </QueryCacheContext.Provider>
      </ServerRenderContext.Provider>,
    );
    // React 19 puts resource hints (image preloads) before the markup when there is no <head> to put them in.
    const head = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
    const renderMs = Math.round(performance.now() - drawStarted);
    return { html: html.slice(head.length), head, styles, scripts, title: state.title, data: Object.fromEntries(answers), renderMs };
  } catch (error) {
    // An API answer (not found, down, slow) is ordinary: the browser renders the page itself. Anything else
    // is a fault of the renderer, worth seeing in the server's log.
    if (!(error instanceof ApiError)) console.error('[catalog] server render failed', input.path, error);
    // a product or category the API does not know (or a code that is not one): the document answers 404
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return UNKNOWN_PATH;
    // any other failure: whether a named page exists cannot be told (the host answers 503 there, 200 elsewhere)
    return UNDECIDED;
  }
}

/** An exposed component drawn for another app's page with the props it was given, or null when they are not its props. */
type Embeddable = (props: unknown) => ReactElement | null;

function embeddable<S extends v.GenericSchema<unknown, object>>(Component: ComponentType<v.InferOutput<S>>, schema: S): Embeddable {
  return (props) => {
    const parsed = v.safeParse(schema, props);
    return parsed.success ? createElement(Component, parsed.output) : null;
  };
}

/**
 * The exposed components another app's page may have drawn here (`POST /__embed`, see
 * @botica/platform/server/embedded-fragments), by module and export, with the schema of the props they take: the
 * props come from the embedding app through the host, as data.
 */
const EMBEDDABLE: Partial<Record<string, Partial<Record<string, Embeddable>>>> = {
  'product-grid': {
    ProductGrid: embeddable(
      productGrid.ProductGrid,
      v.object({ products: v.array(ProductSchema), world: v.optional(v.string()), oncologico: v.optional(v.boolean()) }),
    ),
  },
};

/**
 * One of the catalog's exposed components drawn for another app's page (a world's product grid), as the browser
 * mounts it there: the page's location, the session the host read for the document. Null when it is not one, its
 * props are not its props, or it fails: the browser draws it.
 */
export async function renderEmbed(input: EmbedInput): Promise<EmbedAnswer | null> {
  const element = EMBEDDABLE[input.module]?.[input.exportName]?.(input.props);
  if (!element) return null;
  try {
    const search = input.search && !input.search.startsWith('?') ? `?${input.search}` : input.search;
    const store = createStore();
    store.set(customerAtom, input.session?.customer ?? null);
    const html = renderToString(
      <ServerRenderContext.Provider value={{}}>
        <QueryCacheContext.Provider value={new Map()}>
          <Provider store={store}>
            <StaticRouter location={`${input.path}${search}`}>{element}</StaticRouter>
          </Provider>
        </QueryCacheContext.Provider>
      </ServerRenderContext.Provider>,
    );
    // image preloads React put before the markup: for the document's head
    const head = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
    return { html: html.slice(head.length), head, styles };
  } catch (error) {
    console.error('[catalog] server render of an embedded fragment failed', input.module, input.path, error);
    return null;
  }
}
