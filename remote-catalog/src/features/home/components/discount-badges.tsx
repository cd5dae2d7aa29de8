import { Link } from '@botica/platform/router';
import { DISCOUNT_FILTERS } from '@botica/shared-contracts/catalog/constants';
import { discountTier } from '../../products/discount-tier';
import styles from './home.module.css';

/** Discount badges row: one badge per percentage, linking to /descuentos/{n}. */
export function DiscountBadges() {
  return (
    <section className={styles.block} data-testid="cat-discount-badges">
      <h2>Descuentos</h2>
      <ul className={styles.discounts}>
        {DISCOUNT_FILTERS.map((n) => (
          <li key={n}>
            <Link to={`/descuentos/${n}`} className={`${styles.discount} ${styles[`tier${discountTier(n)}`]}`} aria-label={`Productos con ${n}% de descuento`}>
              {n}%<small>off</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
