import { EmbeddedFragment } from '@botica/platform/fragments';
import type { Product } from '@botica/shared-contracts/catalog/entities';

interface Props {
  products: Product[];
  world: string;
  /** The oncology world fills the oncology cart. */
  oncologico: boolean;
}

/**
 * A world's products in catalog's product grid (its exposed `product-grid`, embedded through the host): catalog's
 * own cards, whose add button asks checkout to add the line (the oncology cart in the oncology world).
 */
export function WorldProductGrid({ products, world, oncologico }: Props) {
  return (
    <div className="ct-world-grid">
      <EmbeddedFragment
        remote="catalog"
        module="product-grid"
        exportName="ProductGrid"
        props={{ products, world, oncologico }}
        loading={<p role="status">Estamos obteniendo los datos...</p>}
      />
    </div>
  );
}
