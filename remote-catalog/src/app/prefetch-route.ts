import { listKey, listParamsFrom } from '../components/list-controls';
import { prefetchHome } from '../features/home/api/home-prefetch';
import { getProduct } from '../features/product-detail/api/product-detail';
import { categoryProducts } from '../features/products/api/product-lists';
import { prefetchQuery } from '../lib/use-query';

/**
 * Starts the first screen's data of the page being opened while its code still downloads
 * (home banners, a product, a category's first grid). Keys match the ones the pages use.
 */
export function prefetchRoute(pathname: string, search: string): void {
  if (pathname === '/') {
    prefetchHome();
    return;
  }
  const product = /^(?:\/mundo\/[^/]+)?\/producto\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  if (product) {
    const codigo = decodeURIComponent(product[1]);
    prefetchQuery(`product:${codigo}`, () => getProduct(codigo));
    return;
  }
  const category = /^\/categoria\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  if (category) {
    const codigo = decodeURIComponent(category[1]);
    const params = listParamsFrom(new URLSearchParams(search));
    prefetchQuery(listKey(`category:${codigo}`, params), () => categoryProducts(codigo, params));
  }
}
