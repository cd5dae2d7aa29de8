import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Every statement is scoped by the customer: a customer only ever reads or changes their own rows. */
export class FavouriteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async count(customer: number): Promise<number> {
    const row = await this.db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_codigo', '=', customer)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async has(customer: number, producto: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('favourites')
      .select('producto_codigo')
      .where('customer_codigo', '=', customer)
      .where('producto_codigo', '=', producto)
      .executeTakeFirst();
    return Boolean(row);
  }

  async add(customer: number, producto: number): Promise<void> {
    await this.db
      .insertInto('favourites')
      .values({ customer_codigo: customer, producto_codigo: producto })
      .onConflict((oc) => oc.columns(['customer_codigo', 'producto_codigo']).doNothing())
      .execute();
  }

  /** True when a row of this customer was removed. */
  async remove(customer: number, producto: number): Promise<boolean> {
    const row = await this.db
      .deleteFrom('favourites')
      .where('customer_codigo', '=', customer)
      .where('producto_codigo', '=', producto)
      .returning('producto_codigo')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** One page of the customer's favourites, most recently added first. */
  async page(customer: number, limit: number, offset: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('favourites')
      .select('producto_codigo')
      .where('customer_codigo', '=', customer)
      .orderBy('created_at', 'desc')
      .orderBy('producto_codigo', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => r.producto_codigo);
  }
}
