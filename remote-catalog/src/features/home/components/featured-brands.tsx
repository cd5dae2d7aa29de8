import { Link } from '@botica/platform/router';
import { slugify } from '@botica/shared-contracts/format/slug';
import { Carousel } from '../../../components/carousel';
import { imageUrl } from '../../../lib/images';
import { useQuery } from '@botica/platform/data/query';
import { featuredBrands } from '../api';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { BlockPending } from '../../../ui/lazy-block';

/** Featured brands: 5 per view on desktop, autoplay 10 s there (5 s elsewhere). */
export function FeaturedBrands() {
  const { data, loading } = useQuery(catalogQueries.featuredBrands(), featuredBrands);
  if (loading && !data) return <BlockPending />;
  if (!data?.length) return null;
  return (
    <section className={styles.block} data-testid="cat-featured-brands">
      <h2>Marcas destacadas</h2>
      <Carousel perView={{ mobile: 2, tablet: 4, desktop: 5 }} autoplayMs={5000} desktopAutoplayMs={10000} label="Marcas destacadas">
        {data.map((b) => (
          <Link key={b.codigo} to={`/marca/${b.codigo}/${b.slug || slugify(b.descripcion)}`} className={styles.brand} aria-label={b.descripcion}>
            {b.imagen ? <img src={imageUrl(b.imagen)} alt={b.descripcion} width={160} height={64} loading="lazy" /> : b.descripcion}
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
