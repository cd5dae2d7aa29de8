import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Kysely types of the analytics table (migration 0090): hashes only, never the customer's data in clear. */
export interface PurchaseConversionsTable {
  order_codigo: number;
  valor: number;
  moneda: string;
  email_sha256: string | null;
  telefono_sha256: string | null;
  documento_sha256: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  enviada_at: Timestamp | null;
}
