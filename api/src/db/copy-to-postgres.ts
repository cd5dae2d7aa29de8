import { type Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

const BATCH = 2000;

/**
 * Copies the embedded database's data into an empty PostgreSQL database: the migrations make the same schema there,
 * then every table's rows travel as JSON (`row_to_json` → `json_populate_recordset`, so PostgreSQL itself converts
 * every type), in one transaction, and the sequences continue where they were. Foreign keys and triggers are
 * held off while copying (`session_replication_role = replica`, as pg_restore --disable-triggers does): the rows
 * are already consistent, and the triggers already did their work in the source. Answers the rows per table.
 */
export async function copyToPostgres(source: Kysely<Database>, target: Kysely<Database>): Promise<Record<string, number>> {
  // Only into a database the shop never used: the migrations make the schema (and their own rows, replaced below).
  const { rows: used } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'kysely_migration'`.execute(target);
  if (used[0]!.n > 0) throw new Error('La base de destino ya tiene las tablas de la tienda: usá una base vacía.');
  await migrateToLatest(target);
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%'
     ORDER BY table_name`.execute(source);

  const copied: Record<string, number> = {};
  await target.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t.name)))}`.execute(trx);
    for (const { name } of tables) {
      const { rows: cols } = await sql<{ name: string }>`
        SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ${name} AND is_generated = 'NEVER'
         ORDER BY ordinal_position`.execute(source);
      const columns = sql.join(cols.map((c) => sql.id(c.name)));
      copied[name] = 0;
      for (let offset = 0; ; offset += BATCH) {
        const { rows } = await sql<{ batch: string | null }>`
          SELECT json_agg(t)::text AS batch FROM (SELECT * FROM ${sql.table(name)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) t`.execute(source);
        const batch = rows[0]?.batch;
        if (!batch) break;
        const result = await sql`
          INSERT INTO ${sql.table(name)} (${columns}) OVERRIDING SYSTEM VALUE
          SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(name)}, ${batch}::json)`.execute(trx);
        copied[name] += Number(result.numAffectedRows ?? 0);
      }
    }
    const { rows: sequences } = await sql<{ name: string; last: string | null }>`
      SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`.execute(source);
    for (const s of sequences) {
      if (s.last !== null) await sql`SELECT setval(${`public.${JSON.stringify(s.name)}`}::regclass, ${s.last}::bigint, true)`.execute(trx);
    }
  });
  return copied;
}
