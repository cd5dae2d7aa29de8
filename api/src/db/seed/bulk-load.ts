import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Runs a bulk load with per-row foreign-key triggers off (session_replication_role = replica), which makes
 * large seed inserts several times faster on PGlite. Only for loads whose references are guaranteed by
 * construction (rows selected from the referenced tables), only inside the seed transaction, and only when the
 * role may do it (superuser); otherwise the load runs normally. Never use it on tables with business triggers.
 */
export async function withoutRowTriggers<T>(trx: Kysely<Database>, load: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ allowed: boolean }>`SELECT rolsuper AS allowed FROM pg_roles WHERE rolname = current_user`.execute(trx);
  if (!rows[0]?.allowed) return load();
  await sql`SET LOCAL session_replication_role = replica`.execute(trx);
  try {
    return await load();
  } finally {
    await sql`SET LOCAL session_replication_role = origin`.execute(trx);
  }
}
