import { Link, useParams, useSearchParams } from '@botica/platform/router';
import { PAGE_SIZE } from '@botica/shared-contracts/catalog/constants';
import { getWorld, searchProducts } from '../features/products/api';
import { ListControls, useListParams } from '../components/list-controls';
import { NO_PRODUCTS, ProductGrid } from '../components/product-grid';
import { Breadcrumb } from '../ui/breadcrumb';
import { Pagination } from '../ui/pagination';
import { Loading } from '../ui/status';
import { useDocumentTitle } from '../lib/server-render';
import { useQuery } from '@botica/platform/data/query';
import { useNoIndex } from '@botica/platform/app/use-no-index';
import pageStyles from '../components/page.module.css';
import styles from '../features/search/components/search-results.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { landingQueries } from '@botica/shared-contracts/content/queries';

export const SEARCH_TITLE = 'Resultados de la Búsqueda';
export const SEARCH_ERROR = 'Perdon. Ocurrio un error al buscar ...';
export const DID_YOU_MEAN = 'O quizás quisiste decir:';

/** /buscar?s= and /mundo/{w}/buscar?s= — not indexable. */
export function SearchPage() {
  useNoIndex();
  const { landing } = useParams();
  const [params] = useSearchParams();
  const s = (params.get('s') ?? '').trim();
  const list = useListParams();
  const key = s.length >= 2 ? catalogQueries.search(s, landing, { page: list.page, orderBy: list.orderBy }) : null;
  const { data, error, loading } = useQuery(key, () => searchProducts(s, list, landing));
  const searchBase = landing ? `/mundo/${landing}/buscar` : '/buscar';
  // the world's page has usually read it already (the same cache key): the oncology world fills the oncology cart
  const world = useQuery(landing ? landingQueries.world(landing) : null, () => getWorld(landing ?? ''));
  const oncologico = world.data?.landingResult.oncologico ?? false;
  // no add button before it is known which cart it fills
  const worldPending = Boolean(landing) && !world.data && !world.error;

  useDocumentTitle(`${SEARCH_TITLE} | Botica Guaraní`);

  return (
    <section className={pageStyles.page} data-testid="cat-search-page">
      <Breadcrumb items={[{ label: SEARCH_TITLE }]} />
      <h1 className={pageStyles.title}>{SEARCH_TITLE}</h1>
      {s && <p className={styles.query}>“{s}”</p>}
      {s.length < 2 ? (
        <p>{NO_PRODUCTS}</p>
      ) : error ? (
        <div className={styles.errorCard} role="alert">
          {SEARCH_ERROR}
        </div>
      ) : (loading && !data) || worldPending ? (
        <Loading />
      ) : data ? (
        <>
          {data.results.length > 0 && <ListControls total={data.total} />}
          {data.results.length === 0 && data.sugerencia && (
            <p className={styles.suggest} data-testid="cat-did-you-mean">
              {DID_YOU_MEAN}
              <Link to={`${searchBase}?s=${encodeURIComponent(data.sugerencia)}`}>{data.sugerencia}</Link>
            </p>
          )}
          <ProductGrid products={data.results} world={landing} oncologico={oncologico} />
          <Pagination page={data.page} total={data.total} pageSize={data.pageSize || PAGE_SIZE} />
        </>
      ) : null}
    </section>
  );
}
