import { Link } from '@botica/platform/router';
import { ProductCarousel } from '../../../components/product-carousel';
import { useQuery } from '@botica/platform/data/query';
import { homeList } from '../../products/api';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

export interface ProductBlockProps {
  list: string;
  title: string;
  testId: string;
  moreHref?: string;
}

/** A titled products carousel of the home page (4 per view on desktop, autoplay 5 s). */
export function ProductBlock({ list, title, testId, moreHref }: ProductBlockProps) {
  const { data, error } = useQuery(catalogQueries.homeList(list), () => homeList(list));
  if (error && !data) return null;
  if (data && data.results.length === 0) return null;
  return (
    <section className={styles.block} data-testid={testId}>
      <div className={styles.blockHead}>
        <h2>{title}</h2>
        {moreHref && <Link to={moreHref}>Ver todos</Link>}
      </div>
      <div className={styles.productsSlot}>{data && <ProductCarousel products={data.results} label={title} />}</div>
    </section>
  );
}
