import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

/** The demo customer's coupons (/mis-cupones): the two demo coupons, valid for 30 days from the seed. */
export async function seedCustomerCoupons(db: Kysely<Database>): Promise<number> {
  const cliente = await db.selectFrom('customers').select('codigo').where('email', '=', 'cliente@farmacia.test').executeTakeFirst();
  if (!cliente) return 0;
  const rows = await db
    .insertInto('customer_coupons')
    .values(['DEMO10', 'AHORRA5000'].map((cupon_codigo) => ({ customer_codigo: cliente.codigo, cupon_codigo, vence: sql`now() + interval '30 days'` as never })))
    .onConflict((oc) => oc.columns(['customer_codigo', 'cupon_codigo']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
