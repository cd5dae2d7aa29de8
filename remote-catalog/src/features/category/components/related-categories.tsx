import { Link } from '@botica/platform/router';
import type { RelatedCategory } from '@botica/shared-contracts/catalog/responses';
import { categoryPath } from '../../../lib/product-links';
import styles from './category.module.css';

/** One scrollable row of chips; its height is kept while it loads so the grid below never jumps. */
export function RelatedCategories({ items }: { items: RelatedCategory[] | undefined }) {
  if (!items?.length) return <div className={styles.relatedSlot} aria-hidden="true" />;
  return (
    <nav aria-label="Categorías relacionadas" className={styles.relatedSlot}>
      <ul className={styles.related} data-testid="cat-related-categories">
        {items.map((c) => (
          <li key={c.codigo}>
            <Link to={categoryPath(c.codigo, c.descripcion, c.slug)}>
              {c.descripcion} ({c.cantidad})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
