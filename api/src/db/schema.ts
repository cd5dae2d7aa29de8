import type { LocationsTable, BranchesTable } from '../modules/geo/geo.table.js';
import type { CategoriesTable, BrandsTable, ProductsTable, ProductPaymentDiscountsTable, QuantityPromotionsTable, StockTable, BannersTable, ParametersTable, FavouritesTable, RatingsTable, SearchWordsTable, NewsletterSubscriptionsTable, CustomMenusTable } from '../modules/catalog/catalog.table.js';
import type { CustomersTable, CompanyManagersTable, ProfilePicturesTable } from '../modules/customers/customers.table.js';
import type { AccountantsTable, InvoicePointsTable, InvoicesTable, SifenJobsTable, InvoiceEmailsTable } from '../modules/invoices/invoices.table.js';
import type { SessionsTable } from '../modules/auth/auth.table.js';
import type { OneTimeTokensTable } from '../modules/recovery/recovery.table.js';
import type { AddressesTable } from '../modules/addresses/addresses.table.js';
import type { SavedCardsTable } from '../modules/payments/cards.table.js';
import type { OrdersTable, OrderLinesTable } from '../modules/checkout/order.table.js';
import type { OutboxTable } from '../modules/outbox/outbox.table.js';
import type { NotificationMessagesTable, CustomerNotificationsTable } from '../modules/notifications/notifications.table.js';
import type { CouponsTable, CustomerCouponsTable } from '../modules/coupons/coupons.table.js';
import type { DataVerificationsTable, VerificationCodesTable } from '../modules/verification/verification.table.js';
import type { GuardiansTable } from '../modules/guardians/guardians.table.js';
import type { CartFormTokensTable, CartsTable, GiftCardsTable, OrderRequestsTable, SharedCartsTable } from '../modules/checkout/checkout.table.js';
import type { PurchaseConversionsTable } from '../modules/analytics/analytics.table.js';
import type { CoverImagesTable, CoversTable } from '../modules/covers/covers.table.js';
import type { CardRegistrationsTable, GiftcardPurchasesTable, RoulettePlaysTable, PaymentEventsTable, PaymentLinksTable, PaymentsTable } from '../modules/payments/payments.table.js';
import type {
  ContactMessagesTable,
  RentalOfferImagesTable,
  RentalOffersTable,
  TriviaEntriesTable,
  UploadedFilesTable,
  UtmRedirectsTable,
} from '../modules/forms/forms.table.js';
import type { LandingSectionsTable, LandingSlidesTable, LandingsTable } from '../modules/landing/landing.table.js';
import type { FieldErrorsTable, FieldSlowDocumentsTable, FieldViewsTable, FieldVitalsTable } from '../modules/field/field.table.js';
import type { AppReleasesTable, ReleaseChannelsTable, ReleaseHistoryTable, ReleaseViewsTable } from '../modules/releases/releases.table.js';

/** The database as Kysely sees it: each module declares its own tables (`<module>.table.ts`, kept in step with `migrations/`). */
export interface Database {
  locations: LocationsTable;
  branches: BranchesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_payment_discounts: ProductPaymentDiscountsTable;
  quantity_promotions: QuantityPromotionsTable;
  stock: StockTable;
  banners: BannersTable;
  parameters: ParametersTable;
  customers: CustomersTable;
  company_managers: CompanyManagersTable;
  accountants: AccountantsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  addresses: AddressesTable;
  saved_cards: SavedCardsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  outbox: OutboxTable;
  notification_messages: NotificationMessagesTable;
  customer_notifications: CustomerNotificationsTable;
  favourites: FavouritesTable;
  ratings: RatingsTable;
  search_words: SearchWordsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  custom_menus: CustomMenusTable;
  coupons: CouponsTable;
  covers: CoversTable;
  cover_images: CoverImagesTable;
  order_requests: OrderRequestsTable;
  gift_cards: GiftCardsTable;
  carts: CartsTable;
  shared_carts: SharedCartsTable;
  cart_form_tokens: CartFormTokensTable;
  profile_pictures: ProfilePicturesTable;
  data_verifications: DataVerificationsTable;
  verification_codes: VerificationCodesTable;
  guardians: GuardiansTable;
  customer_coupons: CustomerCouponsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_links: PaymentLinksTable;
  card_registrations: CardRegistrationsTable;
  giftcard_purchases: GiftcardPurchasesTable;
  roulette_plays: RoulettePlaysTable;
  uploaded_files: UploadedFilesTable;
  contact_messages: ContactMessagesTable;
  rental_offers: RentalOffersTable;
  rental_offer_images: RentalOfferImagesTable;
  trivia_entries: TriviaEntriesTable;
  utm_redirects: UtmRedirectsTable;
  landings: LandingsTable;
  landing_sections: LandingSectionsTable;
  landing_slides: LandingSlidesTable;
  invoice_points: InvoicePointsTable;
  invoices: InvoicesTable;
  sifen_jobs: SifenJobsTable;
  invoice_emails: InvoiceEmailsTable;
  purchase_conversions: PurchaseConversionsTable;
  app_releases: AppReleasesTable;
  release_channels: ReleaseChannelsTable;
  release_history: ReleaseHistoryTable;
  release_views: ReleaseViewsTable;
  field_vitals: FieldVitalsTable;
  field_views: FieldViewsTable;
  field_errors: FieldErrorsTable;
  field_slow_documents: FieldSlowDocumentsTable;
}

