import { Link } from '@botica/platform/router';
import type { RelatedCategory } from '@botica/shared-contracts/catalog/responses';
import { Carousel } from '../../../components/carousel';
import { imageUrl } from '../../../lib/images';
import { categoryPath } from '../../../lib/product-links';
import { useQuery } from '@botica/platform/data/query';
import { featuredCategories } from '../../category/api';
import styles from './home.module.css';
import { useMedia } from './use-media';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { BlockPending } from '../../../ui/lazy-block';

function CategoryCard({ c }: { c: RelatedCategory }) {
  return (
    <Link to={categoryPath(c.codigo, c.descripcion, c.slug)} className={styles.catCard}>
      <img src={imageUrl(c.imagen)} alt="" width={96} height={96} loading="lazy" />
      <span>{c.descripcion}</span>
    </Link>
  );
}

/** Featured categories: a 6-column grid on desktop, a carousel of 2 slides on mobile. */
export function FeaturedCategories() {
  const { data, loading } = useQuery(catalogQueries.featuredCategories(), featuredCategories);
  const desktop = useMedia('(min-width: 1100px)');
  if (loading && !data) return <BlockPending />;
  if (!data?.length) return null;
  return (
    <section className={styles.block} data-testid="cat-featured-categories">
      <h2>Categorías destacadas</h2>
      {desktop ? (
        <ul className={styles.catGrid}>
          {data.map((c) => (
            <li key={c.codigo}>
              <CategoryCard c={c} />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel perView={{ mobile: 2, tablet: 4, desktop: 6 }} label="Categorías destacadas">
          {data.map((c) => (
            <CategoryCard key={c.codigo} c={c} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
