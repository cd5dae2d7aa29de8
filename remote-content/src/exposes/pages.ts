import { BlogPage } from '../features/blog/components/blog-page';
import { BlogPostPage } from '../features/blog/components/blog-post-page';
import { BranchesPage } from '../features/branches/components/branches-page';
import { CoverPage } from '../features/covers/components/cover-page';
import { ContactPage } from '../features/forms/components/contact-page';
import { JobsPage } from '../features/forms/components/jobs-page';
import { RentalPage } from '../features/forms/components/rental-page';
import { TriviaPage } from '../features/forms/components/trivia-page';
import { MagazinePage } from '../features/magazine/components/magazine-page';
import { LollyPage } from '../features/promotions/components/lolly-page';
import { MamaYPapaPage } from '../features/promotions/components/mama-y-papa-page';
import { MegaPromosPage } from '../features/promotions/components/mega-promos-page';
import {
  FueraNatiUPage,
  PromoAmistadPage,
  PromoAniversarioPage,
  TriviaTermsPage,
} from '../features/promotions/components/promotion-terms-page';
import { AboutPage } from '../features/static-pages/components/about-page';
import { BasesPage } from '../features/static-pages/components/bases-page';
import { PrivacyPage } from '../features/static-pages/components/privacy-page';
import { SaluderPage } from '../features/static-pages/components/saluder-page';
import { TermsPage } from '../features/static-pages/components/terms-page';
import { WorldPage } from '../features/worlds/components/world-page';
import { WorldSectionPage } from '../features/worlds/components/world-section-page';
import { InvoiceDownloadPage } from '../features/invoice-download/components/invoice-download-page';
import type { PagesModule } from '@botica/shared-contracts/exposes/pages';
import { prefetchRoute } from '../app/prefetch-route';
import { seedFromServerRender } from '../app/server-data';

// the server-drawn first screen's data (when the host embedded it) is known at once: the page hydrates as drawn; what
// is missing travels while the page's code runs
if (typeof document !== 'undefined') seedFromServerRender();
if (typeof location !== 'undefined') prefetchRoute(location.pathname, location.search);

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages = {
  about: AboutPage,
  terms: TermsPage,
  bases: BasesPage,
  privacy: PrivacyPage,
  saluder: SaluderPage,
  blog: BlogPage,
  'blog-post': BlogPostPage,
  branches: BranchesPage,
  contact: ContactPage,
  jobs: JobsPage,
  rental: RentalPage,
  'promo-dia-del-nino': TriviaPage,
  'promo-lolly': LollyPage,
  'promo-mama-y-papa': MamaYPapaPage,
  'promo-amistad': PromoAmistadPage,
  'promo-fuera-nati-u': FueraNatiUPage,
  'promo-trivia-terms': TriviaTermsPage,
  'promo-aniversario': PromoAniversarioPage,
  'mega-promos': MegaPromosPage,
  magazine: MagazinePage,
  world: WorldPage,
  'world-section': WorldSectionPage,
  cover: CoverPage,
  invoice: InvoiceDownloadPage,
} satisfies PagesModule<'content'>['pages'];
