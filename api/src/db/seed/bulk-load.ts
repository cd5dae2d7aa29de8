import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Runs a bulk load with per-row foreign-key triggers off (session_replication_role = replica), which makes
 * large seed inserts several times faster on PGlite. Only for loads whose references are guaranteed by
 * construction (rows selected from the referenced tables), only inside the seed transaction, and only when the
 * role may do it (superuser); otherwise the load runs normally. Never use it on tables with business triggers.
 */
export async function withoutRowTriggers<T>(trx: Kysely<Database>, table: string, load: () => Promise<T>): Promise<T> {
  // Allowed only for a superuser, and only while the table has no triggers of its own (just foreign keys).
  const { rows } = await sql<{ allowed: boolean }>`
    SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
       AND NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = ${table}::regclass AND NOT tgisinternal) AS allowed`.execute(trx);
  if (!rows[0]?.allowed) return load();
  await sql`SET LOCAL session_replication_role = replica`.execute(trx);
  try {
    return await load();
  } finally {
    await sql`SET LOCAL session_replication_role = origin`.execute(trx);
  }
}
