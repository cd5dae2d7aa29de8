import { listFavourites } from '../features/favourites/api';
import { ProductListView } from '../components/product-list-view';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/**
 * /favoritos (customers only; the host guards it): the customer's favourites, 12 a page. A heart turned off
 * here takes the product off the list at once.
 */
export function FavouritesPage() {
  return (
    <ProductListView
      queryKey={catalogQueries.lists.favourites}
      title="Mis favoritos"
      load={(p) => listFavourites(p.page, p.orderBy)}
      testId="cat-favourites-page"
      refreshOn="catalog:favourites-changed"
    />
  );
}
