import type { ComponentType } from 'react';
import type { Product } from '../catalog/entities';
import type { PagesModule } from './pages';

export interface SearchBoxProps {
  placeholder?: string;
  /** The text it starts with (what the shopper typed into the header's plain form before the box loaded). */
  defaultValue?: string;
  /** Takes the focus when it mounts, the caret after the text (the shopper was typing into the plain form). */
  autoFocus?: boolean;
}

export interface ProductGridProps {
  /** The products to show, in this order (the embedding page fetched them). */
  products: Product[];
  /** A landing world's slug: the cards link to the product inside that world (`/mundo/{w}/producto/…`). */
  world?: string;
  /** The add button fills the oncology cart (`cartOncologicos`) instead of the regular one. */
  oncologico?: boolean;
}

/** What remote-catalog exposes: module name → its exports. */
export interface CatalogExposes {
  pages: PagesModule<'catalog'>;
  /** The header search box (suggestions, keyboard navigation, voice input). */
  'search-box': { SearchBox: ComponentType<SearchBoxProps> };
  /** A grid of catalog's product cards; add to cart goes through `checkout:add-to-cart`. */
  'product-grid': { ProductGrid: ComponentType<ProductGridProps> };
}
