import type { ComponentType } from 'react';
import type { PagesModule } from './pages';

/** What remote-content exposes: module name → its exports. */
export interface ContentExposes {
  pages: PagesModule<'content'>;
  /** The footer's recent blog posts (list items; the host's footer gives the list element). */
  'footer-blog': { FooterBlogPosts: ComponentType };
}
