import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

// PostgreSQL allows 65535 bind parameters per statement; stay below it.
const MAX_PARAMS = 60_000;

/**
 * Multi-row INSERT … ON CONFLICT DO NOTHING in as few statements as the parameter limit allows.
 * With `key` (a single-column primary key), rows already present are filtered out first with one lookup,
 * so a re-run on a seeded database costs one query. Returns how many rows were actually inserted.
 */
export async function insertMissing<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  all: Record<string, unknown>[],
  key?: string,
): Promise<number> {
  let rows = all;
  if (key && rows.length) {
    const wanted = rows.map((r) => r[key]);
    const numeric = wanted.every((w) => typeof w === 'number');
    // Large numeric key sets: one range scan instead of binding thousands of values.
    const where = numeric && wanted.length > 500
      ? sql`${sql.ref(key)} BETWEEN ${Math.min(...(wanted as number[]))} AND ${Math.max(...(wanted as number[]))}`
      : sql`${sql.ref(key)} = ANY(${wanted})`;
    const { rows: found } = await sql<{ k: unknown }>`SELECT ${sql.ref(key)} AS k FROM ${sql.table(table)} WHERE ${where}`.execute(db);
    const present = new Set(found.map((f) => f.k));
    rows = rows.filter((r) => !present.has(r[key]));
  }
  if (!rows.length) return 0;
  const perRow = Object.keys(rows[0]!).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += chunk) {
    const result = await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .onConflict((oc) => oc.doNothing())
      .returning(sql<number>`1`.as('one'))
      .execute();
    inserted += result.length;
  }
  return inserted;
}

/** After rows were inserted with explicit ids, moves the serial sequence past them. */
export async function syncSequence(db: Kysely<Database>, table: string, column: string): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), GREATEST((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 1))`.execute(db);
}
