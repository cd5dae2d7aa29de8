import type { Product } from '@botica/shared-contracts/catalog/entities';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export const NO_PRODUCTS = 'No se encontraron productos';

interface Props {
  products: Product[];
  world?: string;
  /** The add buttons fill the oncology cart. */
  oncologico?: boolean;
  eagerCount?: number;
}

export function ProductGrid({ products, world, oncologico, eagerCount = 2 }: Props) {
  if (products.length === 0) return <p className={styles.empty}>{NO_PRODUCTS}</p>;
  return (
    <ul className={styles.grid} data-testid="cat-product-grid">
      {products.map((p, i) => (
        <li key={p.codigo}>
          <ProductCard product={p} world={world} oncologico={oncologico} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
