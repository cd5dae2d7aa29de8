import type { ColumnType, Generated, JSONColumnType } from 'kysely';
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

/** Kysely types of the tables created by the migrations. Keep in step with `migrations/`. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object> = JSONColumnType<T, string, string>;

export interface LocationsTable {
  codigo: Generated<number>;
  tipo: string;
  descripcion: string;
  padre: number | null;
  sifen_code: number | null;
  latitud: number | null;
  longitud: number | null;
}

export interface BranchSchedule {
  dia: number;
  horaInicioMostrador: string | null;
  horaFinMostrador: string | null;
  horaInicioDelivery: string | null;
  horaFinDelivery: string | null;
}

export interface BranchesTable {
  codigo: number;
  numero: number;
  descripcion: string;
  nombre: string;
  direccion: string;
  telefono: string | null;
  ciudad_codigo: number;
  departamento_codigo: number;
  latitud: number;
  longitud: number;
  horarios: Json<BranchSchedule[]>;
  delivery: Generated<boolean>;
  entrega_programada: Generated<boolean>;
  retiro: Generated<boolean>;
}

export interface CategoriesTable {
  codigo: number;
  descripcion: string;
  slug: string;
  padre: number | null;
  nivel: number;
  orden: Generated<number>;
  imagen: string | null;
  color: string | null;
  destacada: Generated<boolean>;
  iva: Generated<number>;
}

export interface BrandsTable {
  codigo: number;
  descripcion: string;
  slug: string;
  grupo: string | null;
  imagen: string | null;
  destacada: Generated<boolean>;
}

export interface ProductsTable {
  codigo: number;
  descripcion: string;
  nombre: string;
  slug: string;
  descripcion_larga: string | null;
  codigo_barra: string | null;
  precio: number;
  iva: Generated<number>;
  marca_codigo: number | null;
  fabricante: string | null;
  categoria_codigo: number;
  codigo_control: Generated<number>;
  es_refrigerado: Generated<boolean>;
  oncologico: Generated<boolean>;
  foto: string | null;
  galeria: ColumnType<{ nombre: string }[], string | undefined, string>;
  atributos: ColumnType<{ nombre: string; valor: string }[], string | undefined, string>;
  nuevo: Generated<boolean>;
  descontinuado: Generated<boolean>;
  promocion: Generated<boolean>;
  destacado: Generated<boolean>;
  descuento: Generated<number>;
  popularidad: Generated<number>;
  principio_activo: string | null;
  presentacion: string | null;
  contenido: string | null;
  tope_linea: number | null;
  /** Its units come from the supplier's stock (migration 0114). */
  stock_proveedor: Generated<boolean>;
  created_at: Generated<Timestamp>;
  /** Accent-free lowercase search text, kept by a trigger (migration 0020). */
  search_text: Generated<string>;
  /** to_tsvector('simple', search_text), kept by the same trigger (migration 0022). */
  search_tsv: Generated<string>;
}

export interface ProductPaymentDiscountsTable {
  id: Generated<number>;
  producto_codigo: number;
  forma_codigo: number;
  descripcion: string;
  porcentaje: number;
  color: string | null;
  imagen: string | null;
  advertencia: string | null;
  test: Generated<boolean>;
}

export interface QuantityPromotionsTable {
  producto_codigo: number;
  promocion: string;
  step: number;
  /** Null: the default 50 percent. */
  porcentaje: number | null;
  mensaje: string | null;
}

export interface StockTable {
  producto_codigo: number;
  sucursal_codigo: number;
  existencia: Generated<number>;
}

export interface BannersTable {
  codigo: Generated<number>;
  posicion: string;
  orden: Generated<number>;
  imagen: string | null;
  imagen_web: string | null;
  url: string | null;
  descripcion: string | null;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  activo: Generated<boolean>;
}

export interface ParametersTable {
  nombre: string;
  valor: string;
}

export interface CustomersTable {
  codigo: Generated<number>;
  tipo: 'persona' | 'empresa';
  tipo_persona: 'F' | 'J';
  email: string;
  password_hash: string | null;
  nombres: string;
  apellidos: Generated<string>;
  razon_social: string | null;
  document_type: 'ci' | 'ruc' | 'doc_extranjero';
  documento: string;
  nacionalidad: string | null;
  celular1: string | null;
  celular2: string | null;
  terminos_estado: Generated<string>;
  es_tester: Generated<boolean>;
  es_funcionario: Generated<boolean>;
  verificado: Generated<boolean>;
  bloqueado_pago_online: Generated<boolean>;
  google_id: string | null;
  facebook_id: string | null;
  created_at: Generated<Timestamp>;
  /** E-mail confirmed through the verification link (migration 0010). */
  email_valido: Generated<boolean>;
  /** Account area (migration 0060). */
  estado_civil: 'S' | 'C' | 'D' | 'V' | null;
  sexo: 'M' | 'F' | null;
  ruc: string | null;
  documento_extranjero: string | null;
  telefono_fijo: string | null;
  imagen_perfil: string | null;
  cnoti_estado: Generated<'A' | 'D'>;
  cnoti_metodo: Generated<'email' | 'sms'>;
  eliminado_at: Timestamp | null;
  /** Migration 0061. */
  fecha_nacimiento: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompanyManagersTable {
  id: Generated<number>;
  customer_codigo: number;
  nombres: string;
  apellidos: string;
  nro_cedula: string;
  celular: string;
}

export interface AccountantsTable {
  /** Migration 0080: own key, the data the customer entered; contador_codigo is the account with that document. */
  codigo: Generated<number>;
  customer_codigo: number;
  contador_codigo: number | null;
  nombres: string | null;
  apellidos: string | null;
  documento: string | null;
  correo: string | null;
  telefono: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SessionsTable {
  id: string;
  customer_codigo: number;
  created_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface OneTimeTokensTable {
  id: string;
  proposito: string;
  customer_codigo: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface AddressesTable {
  codigo: Generated<number>;
  customer_codigo: number;
  nombre: string;
  calle: string;
  numero: string | null;
  forma: string | null;
  lateral1: string | null;
  lateral2: string | null;
  edificio: string | null;
  piso: string | null;
  es_default: Generated<boolean>;
  departamento_codigo: number | null;
  ciudad_codigo: number | null;
  barrio_codigo: number | null;
  latitud: number | null;
  longitud: number | null;
  sucursal_codigo: number | null;
  created_at: Generated<Timestamp>;
  /** false once the customer deleted it (orders keep pointing at it). */
  activo: Generated<boolean>;
  /** Migration 0060. */
  observaciones: string | null;
}

export interface SavedCardsTable {
  id: Generated<number>;
  customer_codigo: number;
  alias_token: string;
  marca: string;
  mascara: string;
  vencimiento: string;
  created_at: Generated<Timestamp>;
  /** Payments (migration 0050). */
  is_default: Generated<boolean>;
  activo: Generated<boolean>;
}

export interface OrdersTable {
  codigo: Generated<number>;
  customer_codigo: number;
  estado: string;
  tipo_envio: number;
  direccion_codigo: number | null;
  sucursal_codigo: number | null;
  forma_pago_codigo: number;
  subtotal: number;
  delivery: Generated<number>;
  descuento: Generated<number>;
  total: number;
  oncologico: Generated<boolean>;
  observacion: string | null;
  token_peticion: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** Checkout (migration 0040). */
  tipo_entrega: string | null;
  entrega: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  cupon_codigo: string | null;
  descuento_cupon: Generated<number>;
  gift_codigo: string | null;
  gift_monto: Generated<number>;
  bolsa_cantidad: Generated<number>;
  bolsa_total: Generated<number>;
  cart_id: number | null;
  telefono_pago: string | null;
  alias_token: string | null;
  /** A line's product comes from the supplier's stock: confirmed within 12 business hours (migration 0114). */
  stock_proveedor: Generated<boolean>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_codigo: number;
  producto_codigo: number;
  descripcion: string;
  cantidad: number;
  precio: number;
  porcentaje_descuento: Generated<number>;
  es_regalo: Generated<boolean>;
  /** Checkout (migration 0040). */
  precio_sin_descuento: number | null;
  descuento_codigo: number | null;
  descuento_promocion: Generated<number>;
  descuento_forma_pago: Generated<number>;
  subtotal: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  canal: 'email' | 'sms';
  destino: string;
  asunto: string | null;
  cuerpo: string;
  enlace: string | null;
  customer_codigo: number | null;
  estado: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface NotificationMessagesTable {
  nowa_codigo: Generated<number>;
  titulo: string;
  descripcion: string | null;
  enlace: string | null;
  btn_name: string | null;
  repeticion: number | null;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  imagen: string | null;
  imagen_web: string | null;
  imagen_mobile: string | null;
  popup: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface CustomerNotificationsTable {
  nocl_codigo: Generated<number>;
  nowa_codigo: number;
  customer_codigo: number;
  estado: Generated<string>;
  activo: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface FavouritesTable {
  customer_codigo: number;
  producto_codigo: number;
  created_at: Generated<Timestamp>;
}

export interface RatingsTable {
  customer_codigo: number;
  producto_codigo: number;
  puntaje: number;
  created_at: Generated<Timestamp>;
}

export interface SearchWordsTable {
  word: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  created_at: Generated<Timestamp>;
}

export interface CustomMenusTable {
  codigo: number;
  descripcion: string;
  slug: string;
  color: string | null;
  imagen: string | null;
  orden: Generated<number>;
  tipo: 'promocion' | 'nuevo' | 'destacado' | 'descuento' | 'marca' | 'categoria';
  valor: string | null;
  activo: Generated<boolean>;
}

export interface CouponsTable {
  codigo: string;
  descripcion: string;
  porcentaje: number | null;
  monto: number | null;
  minimo_compra: Generated<number>;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  activo: Generated<boolean>;
  /** Orders that may use the coupon in all; null: no limit. */
  usos_maximos: number | null;
  /** Orders each customer may place with the coupon; null: no limit. */
  usos_por_cliente: number | null;
}

export interface ProfilePicturesTable {
  nombre: string;
  customer_codigo: number;
  mime: string;
  datos: Uint8Array;
  created_at: Generated<Timestamp>;
}

export interface DataVerificationsTable {
  customer_codigo: number;
  celular: string | null;
  celular_verificado: Generated<boolean>;
  correo: string | null;
  correo_verificado: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  customer_codigo: number;
  canal: 'sms' | 'email';
  destino: string;
  code_hash: string;
  intentos: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface GuardiansTable {
  codigo: Generated<number>;
  customer_codigo: number;
  nombres: string;
  apellidos: string;
  ci: string | null;
  sexo: 'M' | 'F' | null;
  celu_p: string;
  celu_s: string | null;
  telefono: string | null;
  defecto: Timestamp | null;
  activo: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface CustomerCouponsTable {
  id: Generated<number>;
  customer_codigo: number;
  cupon_codigo: string;
  vence: Timestamp | null;
  usado_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

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

/** Electronic invoices (migration 0080). */
export interface InvoicePointsTable {
  timbrado: string;
  establecimiento: string;
  punto: string;
  ultimo_numero: Generated<number>;
}
export interface InvoicesTable {
  codigo: Generated<number>;
  /** The shop's order; null for an invoice issued elsewhere (migration 0115). */
  order_codigo: number | null;
  customer_codigo: number;
  fecha: ColumnType<Date, Date | string | undefined, Date | string>;
  operacion: Generated<string>;
  comprobante: Generated<string>;
  timbrado: string;
  vto_timbrado: ColumnType<Date | string, string, string>;
  establecimiento: string;
  punto: string;
  numero: number;
  mone_codigo: Generated<string>;
  exento: number;
  gravada5: number;
  gravada10: number;
  iva5: number;
  iva10: number;
  total: number;
  estado: Generated<string>;
  /** Null only for an invoice issued elsewhere whose XML has no CDC. */
  cdc: string | null;
  /** The ticket's code for the public download; null for an invoice issued elsewhere. */
  pin: string | null;
  ambiente: 'test' | 'produccion' | null;
  xml: string;
  qr: string | null;
  lineas: ColumnType<{ codigo: string; descripcion: string; cantidad: number; total: number; iva: number }[], string, string>;
  receptor: ColumnType<{ nombre: string; documento: string }, string, string>;
  created_at: Generated<Timestamp>;
  /** SIFEN's answer (migration 0110); null when SIFEN is not configured. */
  sifen_estado: SifenInvoiceState | null;
  sifen_codigo: string | null;
  sifen_mensaje: string | null;
  sifen_protocolo: string | null;
  sifen_respuesta_at: Timestamp | null;
  /** The lote the document was last sent in (migration 0111). */
  sifen_lote: string | null;
  /**
   * `tienda`: issued by the shop for one of its orders; `externa`: issued elsewhere (the chain's point of sale) and
   * received through the integration, with its issuer's PDF and code (migration 0115).
   */
  origen: Generated<InvoiceOrigin>;
  codigo_externo: string | null;
  pdf: Buffer | null;
}
export type InvoiceOrigin = 'tienda' | 'externa';
export type SifenInvoiceState = 'pendiente' | 'aprobado' | 'rechazado' | 'vencido' | 'cancelado';
/** What is sent to SIFEN, once per CDC and kind, with its retries (migration 0110). */
export interface SifenJobsTable {
  codigo: Generated<number>;
  invoice_codigo: number;
  cdc: string;
  tipo: 'de' | 'cancelacion';
  estado: Generated<'pendiente' | 'aprobado' | 'rechazado' | 'vencido'>;
  intentos: Generated<number>;
  proximo_intento: Timestamp;
  vence: Timestamp;
  en_curso_hasta: Timestamp | null;
  incierto: Generated<boolean>;
  respuesta_codigo: string | null;
  respuesta_mensaje: string | null;
  protocolo: string | null;
  ultimo_error: string | null;
  /** The lote (dProtConsLote) the document went in, and when SIFEN received it (migration 0111); null when sent alone. */
  lote: string | null;
  lote_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}
export interface InvoiceEmailsTable {
  customer_codigo: number;
  correo: string;
  updated_at: Generated<Timestamp>;
}
