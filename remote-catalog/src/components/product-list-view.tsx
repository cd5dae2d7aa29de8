import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import { type ReactNode, useEffect } from 'react';
import { subscribe } from '@botica/shared-contracts/events/bus';
import type { EventName } from '@botica/shared-contracts/events/event-map';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { PAGE_SIZE } from '@botica/shared-contracts/catalog/constants';
import { Breadcrumb, type Crumb } from '../ui/breadcrumb';
import { Pagination } from '../ui/pagination';
import { FetchFailure, Loading } from '../ui/status';
import { NotFound } from '../ui/not-found';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { useDocumentTitle } from '../lib/server-render';
import { useQuery } from '@botica/platform/data/query';
import { ListControls, useListParams } from './list-controls';
import { ProductGrid } from './product-grid';
import styles from './page.module.css';
import type { ListQueryParams } from '@botica/shared-contracts/catalog/queries';

export interface ListAnswer {
  results: Product[];
  total: number;
  page: number;
  pageSize: number;
  titulo?: string;
}

interface Props<T extends ListAnswer> {
  /** The list's cache key for a page, sort and filter: a `catalogQueries.lists` factory, whose answer `load` gives. */
  queryKey: (params: ListQueryParams) => QueryKey<T>;
  load: (params: ReturnType<typeof useListParams>) => Promise<NoInfer<T>>;
  title: string | ((answer: T | undefined) => string);
  crumbs?: (answer: T | undefined) => Crumb[];
  discountFilters?: boolean;
  world?: string;
  testId?: string;
  children?: ReactNode;
  /** Shown after the grid and pagination (e.g. the category's FAQ accordion). */
  footer?: ReactNode;
  /** A bus event after which the list is read again (e.g. a heart toggled on the favourites page itself). */
  refreshOn?: EventName;
}

/** A product list page: title, breadcrumb, sort (and discount filters), grid of 12 and pagination. */
export function ProductListView<T extends ListAnswer>({ queryKey, load, title, crumbs, discountFilters, world, testId, children, footer, refreshOn }: Props<T>) {
  const params = useListParams();
  const key = queryKey(params);
  const { data, error, loading, reload } = useQuery(key, () => load(params));
  // the shown list stays until the new one arrives
  useEffect(() => (refreshOn ? subscribe(refreshOn, () => reload()) : undefined), [refreshOn, reload]);
  const heading = typeof title === 'function' ? title(data) : title;

  useDocumentTitle(heading ? `${heading} | Botica Guaraní` : null);

  return (
    <section className={styles.page} data-testid={testId ?? 'cat-list-page'}>
      <Breadcrumb items={crumbs ? crumbs(data) : [{ label: heading }]} />
      <h1 className={styles.title}>{heading || '\u00a0'}</h1>
      {children}
      <ListControls total={data?.total} discountFilters={discountFilters} />
      {error && !data ? (
        error instanceof ApiError && error.status === 404 ? <NotFound /> : <FetchFailure onRetry={reload} />
      ) : loading && !data ? (
        <Loading />
      ) : data ? (
        <>
          <ProductGrid products={data.results} world={world} />
          <Pagination page={data.page} total={data.total} pageSize={data.pageSize || PAGE_SIZE} />
        </>
      ) : null}
      {footer}
    </section>
  );
}
