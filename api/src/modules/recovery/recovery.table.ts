import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the one-time tokens table. Keep in step with `migrations/`. */

export interface OneTimeTokensTable {
  id: string;
  proposito: string;
  customer_codigo: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
