import { Link } from 'react-router-dom';
import type { RelatedCategory } from '@botica/shared-contracts/catalog/responses';
import { categoryPath } from '../../../lib/product-links';
import styles from './category.module.css';

export function RelatedCategories({ items }: { items: RelatedCategory[] }) {
  if (!items.length) return null;
  return (
    <nav aria-label="Categorías relacionadas">
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
