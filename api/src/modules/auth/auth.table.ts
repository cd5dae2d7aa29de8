import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the sessions table. Keep in step with `migrations/`. */

export interface SessionsTable {
  id: string;
  customer_codigo: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}
