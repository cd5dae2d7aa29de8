import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the saved cards table. Keep in step with `migrations/`. */

export interface SavedCardsTable {
  id: Generated<number>;
  customer_codigo: number;
  alias_token: string;
  marca: string;
  mascara: string;
  vencimiento: string;
  created_at: Timestamp;
  /** Payments (migration 0050). */
  is_default: Generated<boolean>;
  activo: Generated<boolean>;
}
