import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely types of the checkout tables (migration 0040). */
export interface OrderRequestsTable {
  clave: string;
  customer_codigo: number;
  order_codigo: number | null;
  derivada: boolean;
  created_at: Timestamp;
}

export interface GiftCardsTable {
  codigo: string;
  saldo: number;
  monto_inicial: number;
  activo: Generated<boolean>;
  fecha_vencimiento: Timestamp | null;
  created_at: Timestamp;
}

export interface StoredCartItem {
  codigo: number;
  quantity: number;
  esRegalo?: boolean;
}

export interface CartsTable {
  codigo: Generated<number>;
  /** The customer's cart, or null for a visitor's (then `clave` names it). */
  customer_codigo: number | null;
  clave: string | null;
  items: JSONColumnType<StoredCartItem[], string, string>;
  /** The checkout's choices and the lines as the page draws them (`SavedCart`), next to `items`. */
  datos: ColumnType<Record<string, unknown>, string | undefined, string>;
  oncologico: Generated<boolean>;
  estado: Generated<'ABIERTO' | 'CERRADO' | 'FINALIZADO'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A server-drawn "Agregar al carrito" form's token, taken once per cart owner (decision 075). */
export interface CartFormTokensTable {
  /** `c:<customer>` or `v:<visitor key>`. */
  dueno: string;
  token: string;
  /** The cart the post went to (the repeated post is sent to the same). */
  oncologico: boolean;
  created_at: Timestamp;
}

export interface SharedCartsTable {
  token: string;
  detalles: JSONColumnType<{ codigo: number; quantity: number }[], string, string>;
  customer_codigo: number | null;
  activo: Generated<boolean>;
  created_at: Timestamp;
}
