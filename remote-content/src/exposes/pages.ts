import { BlogPage } from '../features/blog/components/blog-page';
import { BlogPostPage } from '../features/blog/components/blog-post-page';
import { AboutPage } from '../features/static-pages/components/about-page';
import { BasesPage } from '../features/static-pages/components/bases-page';
import { PrivacyPage } from '../features/static-pages/components/privacy-page';
import { SaluderPage } from '../features/static-pages/components/saluder-page';
import { TermsPage } from '../features/static-pages/components/terms-page';
import { InvoiceDownloadPage } from '../features/invoice-download/components/invoice-download-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  about: AboutPage,
  terms: TermsPage,
  bases: BasesPage,
  privacy: PrivacyPage,
  saluder: SaluderPage,
  blog: BlogPage,
  'blog-post': BlogPostPage,
  invoice: InvoiceDownloadPage,
} satisfies PagesModule<'content'>['pages'];
