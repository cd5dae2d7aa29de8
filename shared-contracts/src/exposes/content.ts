import type { PagesModule } from './pages';

/** What remote-content exposes: module name → its exports. */
export interface ContentExposes {
  pages: PagesModule<'content'>;
}
