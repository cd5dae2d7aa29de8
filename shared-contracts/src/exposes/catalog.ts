import type { ComponentType } from 'react';
import type { PagesModule } from './pages';

export interface SearchBoxProps {
  placeholder?: string;
}

/** What remote-catalog exposes: module name → its exports. */
export interface CatalogExposes {
  pages: PagesModule<'catalog'>;
  /** The header search box (suggestions, keyboard navigation, voice input). */
  'search-box': { SearchBox: ComponentType<SearchBoxProps> };
}
