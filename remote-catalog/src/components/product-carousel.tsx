import type { Product } from '@botica/shared-contracts/catalog/entities';
import { Carousel } from './carousel';
import { ProductCard } from './product-card';

/** Products 4 per view on desktop, autoplay 5 s (spec 002 §9). */
export function ProductCarousel({ products, label, testId, world }: { products: Product[]; label: string; testId?: string; world?: string }) {
  if (!products.length) return null;
  return (
    <Carousel perView={{ mobile: 2, tablet: 3, desktop: 4 }} label={label} testId={testId}>
      {products.slice(0, 12).map((p) => (
        <ProductCard key={p.codigo} product={p} world={world} />
      ))}
    </Carousel>
  );
}
