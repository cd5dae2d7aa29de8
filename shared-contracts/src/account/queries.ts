import type * as v from 'valibot';
import type { NationalitySchema, SocialProfile } from '../auth/payloads';
import type { Address, Location } from '../geo/entities';
import { cacheKey } from '../http/query-key';
import type { AccountantClientsResponse, AccountantResponse, Invoice, SifenEmailResponse } from '../invoices/invoices';
import type { CatastroResponseSchema, SavedCard } from './cards';
import type { Coupon } from './coupons';
import type { Guardian } from './guardians';
import type { OrderDetail, OrdersResponse, TopProduct } from './responses';

/** Cache keys of the account area's reads, defined once (decision 034). Every key starts with `account:`. */
export const accountQueries = {
  /** `GET /direcciones`. */
  addresses: () => cacheKey<Address[]>('account:addresses'),
  /** `GET /direcciones/{codigo}`. */
  address: (codigo: number | string) => cacheKey<Address>(`account:address:${codigo}`),
  /** `GET /ubicaciones` and `GET /ubicaciones/{id}/hijos`. */
  locations: (parent: number | null) => cacheKey<Location[]>(`account:locations:${parent ?? 'root'}`),
  /** `GET /clientes/pedidos?month&year`. */
  orders: (year: number, month: number) => cacheKey<OrdersResponse['result']>(`account:orders:${year}-${month}`),
  /** `GET /clientes/pedidos/{id}`. */
  order: (codigo: number | string) => cacheKey<OrderDetail>(`account:order:${codigo}`),
  /** `GET /{segment}/tarjetas`. */
  cards: () => cacheKey<SavedCard[]>('account:cards'),
  /** `GET /clientes/regalos`. */
  coupons: () => cacheKey<Coupon[]>('account:coupons'),
  /** `GET /clientes/encargados`. */
  guardians: () => cacheKey<Guardian[]>('account:guardians'),
  /** `GET /clientes/top-productos`. */
  topProducts: () => cacheKey<TopProduct[]>('account:top-products'),
  /** A card registration the provider's frame completes (`GET /{segment}/catastro`), one per visit of the page. */
  cardRegistration: () => cacheKey<v.InferOutput<typeof CatastroResponseSchema>>('account:card-registration'),
  /** The nationalities of a foreign document (`GET /customers/nacionalidades`). */
  nationalities: () => cacheKey<v.InferOutput<typeof NationalitySchema>[]>('account:nationalities'),
  /** The social provider's profile waiting for its registration (`GET /social/perfil`), null when none waits. */
  pendingSocialProfile: () => cacheKey<SocialProfile | null>('account:pending-social-profile'),
  /** The clients that made the customer their accountant (`GET /sifen/verificar-contador`). */
  invoiceClients: () => cacheKey<AccountantClientsResponse['result']>('account:invoice-clients'),
  /** A month's invoices of the customer or of one of their clients (`GET /ventas`). */
  invoices: (cliente: number | null, desde: string) => cacheKey<Invoice[]>(`account:invoices:${cliente ?? 'me'}:${desde}`),
  /** The customer's accountant (`GET /sifen/ver-contador`), or null. */
  accountant: () => cacheKey<AccountantResponse['result']>('account:accountant'),
  /** The customer's e-mail for electronic invoices (`GET /sifen/correo-sifen`). */
  invoiceEmail: () => cacheKey<SifenEmailResponse['result']>('account:invoice-email'),
} as const;
