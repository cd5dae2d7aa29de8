import { useQuery } from '@botica/platform/data/query';
import { offers } from '../api';
import { BannerLink } from './banner-link';
import styles from './home.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** Main (OFERTA_PRINCIPAL) and secondary (OFERTA_SECUNDARIA) offer banners. */
export function OfferBanners() {
  const { data } = useQuery(catalogQueries.offers(), () => offers());
  if (!data) return <div className={styles.offersSlot} aria-hidden="true" />;
  if (!data.principal.length && !data.secundaria.length) return null;
  return (
    <section className={styles.offers} aria-label="Ofertas" data-testid="cat-offers">
      {data.principal.slice(0, 1).map((b) => (
        <BannerLink key={b.codigo} banner={b} width={800} height={400} className={styles.offerMain} eager />
      ))}
      {data.secundaria.length > 0 && (
        <div className={styles.offerSide}>
          {data.secundaria.slice(0, 2).map((b) => (
            <BannerLink key={b.codigo} banner={b} width={400} height={200} className={styles.offerSmall} />
          ))}
        </div>
      )}
    </section>
  );
}
