import { slugify } from '@botica/shared-contracts/format/slug';
import type { Product } from '@botica/shared-contracts/catalog/entities';

export function productPath(product: Pick<Product, 'codigo' | 'descripcion' | 'slug'>, world?: string): string {
  const slug = product.slug || slugify(product.descripcion);
  return world ? `/mundo/${world}/producto/${product.codigo}/${slug}` : `/producto/${product.codigo}/${slug}`;
}

export function categoryPath(codigo: number, descripcion: string, slug?: string): string {
  return `/categoria/${codigo}/${slug || slugify(descripcion)}`;
}

export function brandSearchPath(brand: string): string {
  return `/buscar?s=${encodeURIComponent(brand)}`;
}
