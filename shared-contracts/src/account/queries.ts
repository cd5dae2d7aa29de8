/** Cache keys of the account area's reads, defined once (decision 034). Every key starts with `account:`. */
export const accountQueries = {
  /** `GET /clientes`: the session customer with every field. */
  customer: () => 'account:customer',
  /** `GET /direcciones`. */
  addresses: () => 'account:addresses',
  /** `GET /direcciones/{codigo}`. */
  address: (codigo: number | string) => `account:address:${codigo}`,
  /** `GET /ubicaciones` and `GET /ubicaciones/{id}/hijos`. */
  locations: (parent: number | null) => `account:locations:${parent ?? 'root'}`,
  /** `GET /clientes/pedidos?month&year`. */
  orders: (year: number, month: number) => `account:orders:${year}-${month}`,
  /** `GET /clientes/pedidos/{id}`. */
  order: (codigo: number | string) => `account:order:${codigo}`,
  /** `GET /{segment}/tarjetas`. */
  cards: () => 'account:cards',
  /** `GET /clientes/regalos`. */
  coupons: () => 'account:coupons',
  /** `GET /clientes/encargados`. */
  guardians: () => 'account:guardians',
  /** `GET /clientes/top-productos`. */
  topProducts: () => 'account:top-products',
} as const;
