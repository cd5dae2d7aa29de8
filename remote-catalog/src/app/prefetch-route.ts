import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import type { KyInstance } from 'ky';
import type { ListQueryParams as ListParams } from '@botica/shared-contracts/catalog/queries';
import { findRoute, type RouteDef, routeParams } from '@botica/shared-contracts/routes/route-table';
import { listParamsFrom } from '../components/list-params';
import { categoryDetail, categoryRelations } from '../features/category/api';
import { bannersAt, offers, timerBanner } from '../features/home/api';
import { listFavourites } from '../features/favourites/api';
import { getProduct } from '../features/product-detail/api';
import { categoryProducts, getWorld, homeList, plainList, searchProducts, titledList } from '../features/products/api';
import { LIST_TYPES, QUANTITY_PROMOS } from '../pages/list-types';
import { prefetchQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { landingQueries } from '@botica/shared-contracts/content/queries';

/** One read of a page's first screen: the cache key its component uses and how to load it (made by `read`). */
export interface FirstScreenQuery {
  key: QueryKey<unknown>;
  load: () => Promise<unknown>;
  /**
   * The API gives every shopper the same answer (banners, a category's title and relations), so a server
   * may keep it for a few seconds; prices, stock and lists are read for each request.
   */
  shared?: boolean;
}

/** A first-screen read: its loader answers what its key says. */
function read<T>(key: QueryKey<T>, load: () => Promise<NoInfer<T>>, options: { shared?: boolean } = {}): FirstScreenQuery {
  return { key, load, ...options };
}

/** The home's first products carousel, part of its first screen. */
export const HOME_FIRST_LIST = 'top';

/** Route ids whose first screen is known here (and which the catalog server can render). */
export const FIRST_SCREEN_ROUTES = [
  'home', 'product', 'world-product', 'category', 'products-custom', 'products-promo', 'discounts', 'featured', 'by-brand', 'by-maker', 'products', 'search', 'world-search',
  'favourites',
] as const;

/** The titled listings (offers, discounts, featured, a brand's or maker's products): their cache key and API path. */
function titledListing(id: FirstScreenRoute, params: Record<string, string | undefined>) {
  const { opcion = '', id: code = '', promo = '' } = params;
  const part = encodeURIComponent;
  if (id === 'products-promo') {
    if (!QUANTITY_PROMOS.includes(promo)) return null;
    return { key: (p: ListParams) => catalogQueries.lists.promotion(promo, p), path: `productos/promociones/${part(promo)}` };
  }
  if (!code) return null;
  switch (id) {
    case 'products-custom':
      return { key: (p: ListParams) => catalogQueries.lists.custom(opcion, code, p), path: `productos/${part(opcion)}/${part(code)}` };
    case 'discounts':
      return { key: (p: ListParams) => catalogQueries.lists.discount(Number(code), p), path: `productos/descuento/${Number(code)}` };
    case 'featured':
      return { key: (p: ListParams) => catalogQueries.lists.featured(opcion, code, p), path: `productos/destacadosList/${part(opcion)}/${part(code)}` };
    case 'by-brand':
    case 'by-maker': {
      const kind = id === 'by-brand' ? 'marca' : 'fabricante';
      return { key: (p: ListParams) => catalogQueries.lists.listing(kind, code, p), path: `productos/listado/${kind}/${part(code)}` };
    }
    default:
      return null;
  }
}
export type FirstScreenRoute = (typeof FIRST_SCREEN_ROUTES)[number];

/** A page's first screen: its route and the reads it is drawn from. */
export interface FirstScreen {
  route: RouteDef & { id: FirstScreenRoute };
  queries: FirstScreenQuery[];
  /** The reads are the customer's own: the page is drawn for a customer only. */
  customerOnly?: boolean;
}

/**
 * The route of a path and the reads of its first screen (home banners, a product, a category's title,
 * related categories and first grid), or null for other pages. Keys match the ones the pages use, so
 * the browser's prefetch and the server render fill exactly what the components read.
 */
export function firstScreen(
  pathname: string,
  search: string,
  client?: KyInstance,
): FirstScreen | null {
  const route = findRoute(pathname);
  if (!route || !(FIRST_SCREEN_ROUTES as readonly string[]).includes(route.id)) return null;
  const known = route as RouteDef & { id: FirstScreenRoute };
  const params = routeParams(route, pathname);
  if (known.id === 'home') {
    return {
      route: known,
      queries: [
        read(catalogQueries.banners('CARRUSEL_SUPERIOR'), () => bannersAt('CARRUSEL_SUPERIOR', client), { shared: true }),
        read(catalogQueries.banners('temporizador'), () => timerBanner('temporizador', client), { shared: true }),
        read(catalogQueries.offers(), () => offers(client), { shared: true }),
        // the generic pop-up's banners: drawn nowhere by the server, read so the browser's boot asks nothing; a
        // failure only means no pop-up, never a page the server cannot draw
        read(catalogQueries.banners('POPUP'), () => bannersAt('POPUP', client).catch(() => []), { shared: true }),
        // the first carousel shows on the first screen of a phone too (HomePage)
        read(catalogQueries.homeList(HOME_FIRST_LIST), () => homeList(HOME_FIRST_LIST, client)),
      ],
    };
  }
  if (known.id === 'products') {
    const query = new URLSearchParams(search);
    const tipo = query.get('tipo') ?? 'destacados';
    const type = LIST_TYPES[tipo];
    if (!type) return { route: known, queries: [] };
    const list = listParamsFrom(query);
    return { route: known, queries: [read(catalogQueries.lists.plain(tipo, list), () => plainList(type.path, list, client))] };
  }
  if (known.id === 'favourites') {
    // read with the customer's session: only a customer's page is drawn (the host sends a visitor to log in)
    const list = listParamsFrom(new URLSearchParams(search));
    return { route: known, customerOnly: true, queries: [read(catalogQueries.lists.favourites(list), () => listFavourites(list.page, list.orderBy, client))] };
  }
  if (known.id === 'products-promo' && params.promo === 'promociones') {
    // every quantity promotion, one carousel each (the page's ProductBlocks read them by these keys)
    return { route: known, queries: QUANTITY_PROMOS.map((promo) => read(catalogQueries.homeList(`promociones/${promo}`), () => homeList(`promociones/${promo}`, client))) };
  }
  if (known.id === 'search' || known.id === 'world-search') {
    const query = new URLSearchParams(search);
    const s = (query.get('s') ?? '').trim();
    // a world's search fills the world's cart (the oncology world the oncology one): its page reads the world too
    const landing = known.id === 'world-search' ? (params.landing ?? '') : undefined;
    const world = landing ? [read(landingQueries.world(landing), () => getWorld(landing, client), { shared: true })] : [];
    if (s.length < 2) return { route: known, queries: world };
    const list = listParamsFrom(query);
    const key = catalogQueries.search(s, landing, { page: list.page, orderBy: list.orderBy });
    return { route: known, queries: [read(key, () => searchProducts(s, list, landing, client)), ...world] };
  }
  const titled = titledListing(known.id, params);
  if (titled) {
    const list = listParamsFrom(new URLSearchParams(search));
    return { route: known, queries: [read(titled.key(list), () => titledList(titled.path, list, client))] };
  }
  const codigo = params.codigo ?? '';
  if (!codigo) return null;
  if (known.id === 'product' || known.id === 'world-product') {
    return { route: known, queries: [read(catalogQueries.product(codigo), () => getProduct(codigo, client))] };
  }
  const list = listParamsFrom(new URLSearchParams(search));
  return {
    route: known,
    queries: [
      read(catalogQueries.lists.category(codigo, list), () => categoryProducts(codigo, list, client)),
      read(catalogQueries.categoryDetail(codigo), () => categoryDetail(codigo, client), { shared: true }),
      read(catalogQueries.categoryRelations(codigo), () => categoryRelations(codigo, client), { shared: true }),
    ],
  };
}

/** Starts the first screen's data of the page being opened while its code still downloads. */
export function prefetchRoute(pathname: string, search: string): void {
  for (const { key, load } of firstScreen(pathname, search)?.queries ?? []) prefetchQuery(key, load);
}
