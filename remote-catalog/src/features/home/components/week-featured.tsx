import { useQuery } from '@botica/platform/data/query';
import { bannersAt } from '../api';
import { BannerLink } from './banner-link';
import { ProductBlock } from './product-block';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** Featured of the week: its banner and the week's products. */
export function WeekFeatured() {
  const { data } = useQuery(catalogQueries.banners('DESTACADO_SEMANA'), () => bannersAt('DESTACADO_SEMANA'));
  return (
    <div data-testid="cat-week-featured">
      {data?.slice(0, 1).map((b) => (
        <BannerLink key={b.codigo} banner={b} width={1200} height={300} className={styles.weekBanner} />
      ))}
      <ProductBlock list="destacados-de-la-semana" title="Destacados de la semana" testId="cat-week-products" />
    </div>
  );
}
