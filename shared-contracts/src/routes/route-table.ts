import { matchRoutes } from 'react-router';

/** The route table of spec 002 §2.12 with the owning app of each route. */
export type RouteOwner = 'host' | 'catalog' | 'checkout' | 'account' | 'content';
export type RouteAccess = 'public' | 'auth' | 'guest';
export type AppOwner = Exclude<RouteOwner, 'host'>;

const r = <I extends string, O extends AppOwner, A extends RouteAccess = 'public'>(id: I, path: string, owner: O, access?: A) => ({
  id,
  path,
  owner,
  access: (access ?? 'public') as A,
});

const TABLE = [
  // catalog
  r('home', '/', 'catalog'),
  r('product', '/producto/:codigo/:slug', 'catalog'),
  r('world-product', '/mundo/:landing/producto/:codigo/:slug', 'catalog'),
  r('category', '/categoria/:codigo/:slug', 'catalog'),
  r('products', '/productos', 'catalog'),
  r('products-promo', '/productos/:promo', 'catalog'),
  r('products-custom', '/productos/:opcion/:id', 'catalog'),
  r('discounts', '/descuentos/:id', 'catalog'),
  r('search', '/buscar', 'catalog'),
  r('world-search', '/mundo/:landing/buscar', 'catalog'),
  r('featured', '/destacados/:opcion/:id', 'catalog'),
  r('by-brand', '/marca/:id/:slug', 'catalog'),
  r('by-maker', '/fabricante/:id/:slug', 'catalog'),
  r('favourites', '/favoritos', 'catalog', 'auth'),
  // checkout
  r('cart', '/carrito', 'checkout', 'auth'),
  r('cart-oncology', '/carrito-oncologicos', 'checkout', 'auth'),
  r('share-cart', '/compartir-carrito/:token', 'checkout'),
  r('process-payment', '/procesar-pago', 'checkout', 'auth'),
  r('process-payment-qr', '/procesar-pago-qr', 'checkout', 'auth'),
  r('qr-sicoop', '/pago-qr-sicoop', 'checkout', 'auth'),
  r('qr-blupy', '/pago-qr-blupy', 'checkout', 'auth'),
  r('payment-authorization', '/autorizacion-pago', 'checkout', 'auth'),
  r('payment-link', '/link-pago/:token', 'checkout'),
  r('temporary-qr', '/qr-temporal/:token', 'checkout'),
  r('order-finished', '/compra-finalizada/:id?', 'checkout', 'auth'),
  r('buy-giftcard', '/comprar-giftcard', 'checkout'),
  r('roulette', '/ruleta-valentines-day/:id?', 'checkout', 'auth'),
  // account
  r('login', '/login', 'account', 'guest'),
  r('signup', '/signup', 'account', 'guest'),
  r('social-register', '/social-register', 'account', 'guest'),
  r('forgot-password', '/forgot-password', 'account', 'guest'),
  r('change-password', '/cambiar-contrasena/:token', 'account'),
  r('verify-email', '/verificar-correo/:token', 'account', 'auth'),
  r('my-account', '/mi-cuenta', 'account', 'auth'),
  r('my-account-data', '/mi-cuenta-datos', 'account', 'auth'),
  r('my-account-managers', '/mi-cuenta-encargados', 'account', 'auth'),
  r('my-addresses', '/mis-direcciones', 'account', 'auth'),
  r('address-edit', '/direcciones/:id/editar', 'account', 'auth'),
  r('address-add', '/direcciones/agregar', 'account', 'auth'),
  r('my-cards', '/mis-tarjetas', 'account', 'auth'),
  r('cards', '/tarjetas', 'account', 'auth'),
  r('card-add', '/tarjetas/agregar', 'account', 'auth'),
  r('my-coupons', '/mis-cupones', 'account', 'auth'),
  r('my-orders', '/mis-pedidos', 'account', 'auth'),
  r('order-detail', '/pedido/:id', 'account', 'auth'),
  r('data-update', '/actualizacion-de-datos', 'account', 'auth'),
  r('my-invoices', '/mis-facturas', 'account', 'auth'),
  // content
  r('world', '/mundo/:landing', 'content'),
  r('world-section', '/mundo/:landing/:id', 'content'),
  r('rental', '/buscamos-local-en-alquiler', 'content'),
  r('contact', '/contacto', 'content'),
  r('jobs', '/trabaja-con-nosotros', 'content'),
  r('branches', '/sucursales', 'content'),
  r('about', '/nosotros', 'content'),
  r('blog', '/blog', 'content'),
  r('blog-post', '/blog/:id', 'content'),
  r('promo-lolly', '/promocion/lolly', 'content'),
  r('promo-fuera-nati-u', '/promocion/fuera-nati-u', 'content'),
  r('promo-mama-y-papa', '/promocion/mama-y-papa', 'content'),
  r('promo-amistad', '/promocion/promo-amistad', 'content'),
  r('promo-trivia-terms', '/promocion/terminos-y-condiciones-trivia', 'content'),
  r('promo-dia-del-nino', '/promo-dia-del-nino', 'content'),
  r('promo-aniversario', '/promo-aniversario', 'content'),
  r('mega-promos', '/mega-promos', 'content'),
  r('magazine', '/revista-dia-de-la-madre', 'content'),
  r('saluder', '/saluder', 'content'),
  r('invoice', '/factura', 'content'),
  r('privacy', '/politicas-de-privacidad', 'content'),
  r('terms', '/terminos-y-condiciones', 'content'),
  r('bases', '/bases', 'content'),
  r('cover', '/portada/:slug', 'content'),
] as const;

/** One route of the table, typed by its owner: `id` is a route id that owner has. */
export type RouteDef<O extends AppOwner = AppOwner> = Extract<(typeof TABLE)[number], { owner: O }>;

/** The route ids an app owns (the keys of its exposed `./pages`). */
export type RouteId<O extends AppOwner = AppOwner> = RouteDef<O>['id'];

/** Every route of the shop (spec 002 §2.12): the key of the page component in the owner's exposed `./pages`. */
export const ROUTES: readonly RouteDef[] = TABLE;

/**
 * The routes whose page is built (each in its owner's exposed `./pages`). The other routes of the table are
 * the shop's map of pages still to come: until theirs is built, they answer the not-found view with status 404.
 */
export const ROUTES_WITH_PAGE: ReadonlySet<RouteId> = new Set<RouteId>([
  // catalog
  'home', 'product', 'world-product', 'category', 'products', 'products-promo', 'products-custom', 'discounts',
  'search', 'world-search', 'featured', 'by-brand', 'by-maker', 'favourites',
  // checkout
  'cart', 'cart-oncology', 'order-finished', 'share-cart',
  'process-payment', 'payment-authorization', 'process-payment-qr', 'qr-sicoop', 'qr-blupy', 'payment-link', 'temporary-qr', 'buy-giftcard', 'roulette',
  // account
  'login', 'signup', 'social-register', 'forgot-password', 'change-password', 'verify-email', 'my-account',
  'my-account-data', 'my-addresses', 'address-add', 'address-edit', 'my-orders', 'order-detail', 'data-update', 'my-account-managers',
  'my-cards', 'cards', 'card-add', 'my-coupons',
  'my-invoices',
  // content
  'about', 'terms', 'bases', 'privacy', 'saluder', 'blog', 'blog-post', 'branches', 'contact', 'jobs', 'rental',
  'promo-dia-del-nino', 'promo-lolly', 'promo-mama-y-papa', 'promo-amistad', 'promo-fuera-nati-u', 'promo-trivia-terms',
  'promo-aniversario', 'mega-promos', 'magazine', 'world', 'world-section', 'cover', 'invoice',
]);

/** True when the route's page is built. */
export const hasPage = (route: RouteDef): boolean => ROUTES_WITH_PAGE.has(route.id);

/**
 * Pages that are never indexed whatever they find (spec 000 §2: search results "not indexable"): their document
 * says so itself, as a 404's does, so a crawler that runs no script reads it.
 */
const NOT_INDEXED: ReadonlySet<RouteId> = new Set<RouteId>(['search', 'world-search']);

/** True when the route's documents carry `<meta name="robots" content="noindex">` whatever their status. */
export const isNotIndexed = (route: RouteDef): boolean => NOT_INDEXED.has(route.id);

/**
 * True when the path fills one of the route's parameters (`/producto/{id}/{slug}`, `/compra-finalizada/{id}`,
 * `/link-pago/{token}` …): whether such a page exists depends on data only its owner can read, so the document's
 * status (200 or 404) is the owner's verdict. `/compra-finalizada` without its optional id names nothing.
 */
export function namesData(route: RouteDef, pathname: string): boolean {
  return Object.values(routeParams(route, pathname)).some((value) => value !== undefined && value !== '');
}

/** The table as react-router's route objects, each carrying its row. */
const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/**
 * The route a path belongs to, or undefined when the shop has no such page. Matched by react-router's own
 * `matchRoutes`, as the router of the page does: static segments rank before parameters, a trailing slash and
 * an optional parameter (`:id?`) are read as the router reads them. The one matcher of the shop's paths.
 */
export function findRoute(pathname: string): RouteDef | undefined {
  return matchRoutes(MATCHABLE, pathname)?.[0]?.route.route;
}

/**
 * The parameters a path fills in its route (`{ codigo: '100001', slug: 'ibuprofeno' }`), by the same matcher and
 * decoded as the page's `useParams` gives them (`/fabricante/Laboratorio%20Demo/…` → `Laboratorio Demo`).
 */
export function routeParams(route: RouteDef, pathname: string): Record<string, string | undefined> {
  return matchRoutes([{ path: route.path }], pathname)?.[0]?.params ?? {};
}

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  myAccount: '/mi-cuenta',
  cart: '/carrito',
  cartOncology: '/carrito-oncologicos',
  /**
   * Where a server-drawn "Agregar al carrito" form posts before the page's code has come (decisions 071, 075, 079);
   * the host sends it to the API (`POST /cart/agregar`).
   */
  addToCart: '/carrito/agregar',
  favourites: '/favoritos',
  search: (s: string) => `/buscar?s=${encodeURIComponent(s)}`,
  product: (codigo: string | number, slug: string) => `/producto/${codigo}/${slug}`,
  category: (codigo: string | number, slug: string) => `/categoria/${codigo}/${slug}`,
  orderFinished: (codigo?: string | number) => (codigo ? `/compra-finalizada/${codigo}` : '/compra-finalizada'),
} as const;

/**
 * The login page that brings the shopper back to `returnTo` (a path with its query) afterwards. Without a
 * return path, from a page for visitors (login, sign-up…) or from a path the shop does not have, it is plain /login.
 */
export function loginUrl(returnTo?: string): string {
  if (!returnTo) return paths.login;
  const route = findRoute(returnTo.split(/[?#]/)[0] ?? '/');
  if (!route || route.access === 'guest') return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(returnTo)}`;
}
