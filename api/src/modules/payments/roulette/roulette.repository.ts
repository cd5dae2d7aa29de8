import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export const customerOrderState = (db: Db, customer: number, order: number) =>
  db.selectFrom('orders').select(['estado']).where('codigo', '=', order).where('customer_codigo', '=', customer).executeTakeFirst();

export const playOf = (db: Db, order: number) => db.selectFrom('roulette_plays').select(['premio']).where('order_codigo', '=', order).executeTakeFirst();

/** The customer's order, locked while its roulette is played. */
export const lockCustomerOrder = (db: Db, customer: number, order: number) =>
  db.selectFrom('orders').select(['estado', 'total']).where('codigo', '=', order).where('customer_codigo', '=', customer).forUpdate().executeTakeFirst();

/** The order's play, created on its first spin, locked: one spin at a time decides the prize. */
export async function lockPlay(db: Db, customer: number, order: number) {
  await db.insertInto('roulette_plays').values({ order_codigo: order, customer_codigo: customer }).onConflict((oc) => oc.column('order_codigo').doNothing()).execute();
  return db.selectFrom('roulette_plays').selectAll().where('order_codigo', '=', order).forUpdate().executeTakeFirstOrThrow();
}

export const insertGiftCard = (db: Db, row: Insertable<Database['gift_cards']>) => db.insertInto('gift_cards').values(row).execute();

export const recordSpin = (db: Db, order: number, values: { giros: number; premio: number | null; gift_codigo: string | null }) =>
  db.updateTable('roulette_plays').set({ ...values, updated_at: sql`now()` }).where('order_codigo', '=', order).execute();
