import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

export class RatingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async productExists(codigo: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('products').select('codigo').where('codigo', '=', codigo).executeTakeFirst());
  }

  async summary(producto: number): Promise<{ promedio: number; cantidad: number }> {
    const row = await this.db
      .selectFrom('ratings')
      .select([sql<number | null>`avg(puntaje)::float8`.as('promedio'), sql<number>`count(*)::int`.as('cantidad')])
      .where('producto_codigo', '=', producto)
      .executeTakeFirstOrThrow();
    return { promedio: row.promedio === null ? 0 : Math.round(Number(row.promedio) * 10) / 10, cantidad: Number(row.cantidad) };
  }

  async own(customer: number, producto: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('ratings')
      .select('puntaje')
      .where('customer_codigo', '=', customer)
      .where('producto_codigo', '=', producto)
      .executeTakeFirst();
    return row?.puntaje ?? null;
  }

  /** One score per customer and product; rating again replaces the previous score. */
  async upsert(customer: number, producto: number, puntaje: number): Promise<void> {
    await this.db
      .insertInto('ratings')
      .values({ customer_codigo: customer, producto_codigo: producto, puntaje })
      .onConflict((oc) => oc.columns(['customer_codigo', 'producto_codigo']).doUpdateSet({ puntaje, created_at: sql`now()` }))
      .execute();
  }
}
