import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

/** Department codes of the two regional assortments (Asunción + Central; Alto Paraná + Itapúa). */
const METRO = [1, 12];
const EAST = [11, 8];

/**
 * Stock per branch, generated inside the database in one statement (md5 of product/branch as the dice):
 * most products sit in about half of the branches; every 47th product is out of stock everywhere
 * (rows with 0); products with codigo % 11 = 3 or 7 exist only in one region. Products that already have
 * stock rows are left alone, so a second run inserts nothing.
 */
export async function seedStock(db: Kysely<Database>, range: { from: number; to: number }): Promise<number> {
  const dice = sql`(('x' || substr(md5(p.codigo::text || '/' || b.codigo::text), 1, 7))::bit(28)::int)`;
  const result = await sql<{ n: number }>`
    WITH inserted AS (
    INSERT INTO stock (producto_codigo, sucursal_codigo, existencia)
    SELECT p.codigo, b.codigo,
           CASE WHEN p.codigo % 47 = 0 THEN 0 ELSE 1 + (${dice} / 100) % 48 END
    FROM products p CROSS JOIN branches b
    WHERE p.codigo BETWEEN ${range.from} AND ${range.to}
      AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.producto_codigo = p.codigo)
      AND CASE
            WHEN p.codigo % 47 = 0 THEN ${dice} % 100 < 3
            WHEN p.codigo % 11 = 3 THEN b.departamento_codigo IN (${sql.join(METRO)}) AND ${dice} % 100 < 80
            WHEN p.codigo % 11 = 7 THEN b.departamento_codigo IN (${sql.join(EAST)}) AND ${dice} % 100 < 80
            ELSE ${dice} % 100 < 50
          END
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING
    RETURNING 1)
    SELECT count(*)::int AS n FROM inserted`.execute(db);
  return result.rows[0]?.n ?? 0;
}
