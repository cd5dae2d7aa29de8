import type { PagesModule } from './pages';

/** What remote-account exposes: module name → its exports. */
export interface AccountExposes {
  pages: PagesModule<'account'>;
}
