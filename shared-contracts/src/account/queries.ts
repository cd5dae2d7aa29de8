import { cacheKey } from '../http/query-key';

/** Cache keys of the account area's reads, defined once (decision 034). Every key starts with `account:`. */
export const accountQueries = {
  /** `GET /clientes`: the session customer with every field. */
  customer: () => cacheKey('account:customer'),
  /** `GET /direcciones`. */
  addresses: () => cacheKey('account:addresses'),
  /** `GET /direcciones/{codigo}`. */
  address: (codigo: number | string) => cacheKey(`account:address:${codigo}`),
  /** `GET /ubicaciones` and `GET /ubicaciones/{id}/hijos`. */
  locations: (parent: number | null) => cacheKey(`account:locations:${parent ?? 'root'}`),
  /** `GET /clientes/pedidos?month&year`. */
  orders: (year: number, month: number) => cacheKey(`account:orders:${year}-${month}`),
  /** `GET /clientes/pedidos/{id}`. */
  order: (codigo: number | string) => cacheKey(`account:order:${codigo}`),
  /** `GET /{segment}/tarjetas`. */
  cards: () => cacheKey('account:cards'),
  /** `GET /clientes/regalos`. */
  coupons: () => cacheKey('account:coupons'),
  /** `GET /clientes/encargados`. */
  guardians: () => cacheKey('account:guardians'),
  /** `GET /clientes/top-productos`. */
  topProducts: () => cacheKey('account:top-products'),
  /** A card registration the provider's frame completes (`GET /{segment}/catastro`), one per visit of the page. */
  cardRegistration: () => cacheKey('account:card-registration'),
  /** The nationalities of a foreign document (`GET /customers/nacionalidades`). */
  nationalities: () => cacheKey('account:nationalities'),
  /** The social provider's profile waiting for its registration (`GET /social/perfil`). */
  pendingSocialProfile: () => cacheKey('account:pending-social-profile'),
  /** The clients that made the customer their accountant (`GET /sifen/verificar-contador`). */
  invoiceClients: () => cacheKey('account:invoice-clients'),
  /** A month's invoices of the customer or of one of their clients (`GET /ventas`). */
  invoices: (cliente: number | null, desde: string) => cacheKey(`account:invoices:${cliente ?? 'me'}:${desde}`),
  /** The customer's accountant (`GET /sifen/ver-contador`). */
  accountant: () => cacheKey('account:accountant'),
  /** The customer's e-mail for electronic invoices (`GET /sifen/correo-sifen`). */
  invoiceEmail: () => cacheKey('account:invoice-email'),
} as const;
