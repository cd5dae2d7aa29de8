import { Carousel } from '../../../components/carousel';
import { useQuery } from '@botica/platform/data/query';
import { bannersAt } from '../api';
import { BannerLink } from './banner-link';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** Top banner carousel, autoplay 5 s; its space is kept while it loads so nothing below moves. */
export function TopBanners() {
  const { data } = useQuery(catalogQueries.banners('CARRUSEL_SUPERIOR'), () => bannersAt('CARRUSEL_SUPERIOR'));
  if (!data) return <div className={styles.topSlot} aria-hidden="true" />;
  if (!data.length) return null;
  return (
    <Carousel perView={{ mobile: 1, tablet: 1, desktop: 1 }} autoplayMs={5000} gap={0} dots label="Novedades" testId="cat-top-banners">
      {data.map((b, i) => (
        <BannerLink key={b.codigo} banner={b} width={1200} height={400} className={styles.top} eager={i === 0} />
      ))}
    </Carousel>
  );
}
