import type { ComponentType } from 'react';
import type { PagesModule } from './pages';

export interface SearchBoxProps {
  placeholder?: string;
  /** The text it starts with (what the shopper typed into the header's plain form before the box loaded). */
  defaultValue?: string;
  /** Takes the focus when it mounts, the caret after the text (the shopper was typing into the plain form). */
  autoFocus?: boolean;
}

/** What remote-catalog exposes: module name → its exports. */
export interface CatalogExposes {
  pages: PagesModule<'catalog'>;
  /** The header search box (suggestions, keyboard navigation, voice input). */
  'search-box': { SearchBox: ComponentType<SearchBoxProps> };
}
