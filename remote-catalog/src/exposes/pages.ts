import { lazyPage } from '@botica/platform/lazy-page';
import { prefetchRoute } from '../app/prefetch-route';
import { seedFromServerRender } from '../app/server-data';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

// the server-rendered first screen's data (when the host embedded it) is known at once; what is missing
// travels while the page's code downloads
if (typeof document !== 'undefined') seedFromServerRender();
if (typeof location !== 'undefined') prefetchRoute(location.pathname, location.search);

// Each page is its own chunk (lazyPage): the home does not download the product detail, and so on.
const page = lazyPage;

const HomePage = page(() => import('../pages/home-page'), 'HomePage');
const ProductPage = page(() => import('../pages/product-page'), 'ProductPage');
const CategoryPage = page(() => import('../pages/category-page'), 'CategoryPage');
const SearchPage = page(() => import('../pages/search-page'), 'SearchPage');
const FavouritesPage = page(() => import('../pages/favourites-page'), 'FavouritesPage');
const lists = () => import('../pages/list-pages');

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  home: HomePage,
  product: ProductPage,
  'world-product': ProductPage,
  category: CategoryPage,
  products: page(lists, 'ProductsPage'),
  'products-promo': page(lists, 'PromoProductsPage'),
  'products-custom': page(lists, 'CustomProductsPage'),
  discounts: page(lists, 'DiscountPage'),
  search: SearchPage,
  'world-search': SearchPage,
  featured: page(lists, 'FeaturedPage'),
  'by-brand': page(lists, 'BrandPage'),
  'by-maker': page(lists, 'MakerPage'),
  favourites: FavouritesPage,
} satisfies PagesModule<'catalog'>['pages'];
