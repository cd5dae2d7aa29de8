import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** A gift-card purchase is an order without lines whose total is the amount. */
export const insertGiftOrder = async (db: Db, row: Insertable<Database['orders']>) =>
  (await db.insertInto('orders').values(row).returning('codigo').executeTakeFirstOrThrow()).codigo;

export const insertPurchase = (db: Db, row: Insertable<Database['giftcard_purchases']>) => db.insertInto('giftcard_purchases').values(row).execute();

/** The purchase of a paid order that has no card yet, locked: the card is issued once. */
export const lockPurchaseWithoutCard = (db: Db, order: number) =>
  db.selectFrom('giftcard_purchases').selectAll().where('order_codigo', '=', order).where('gift_codigo', 'is', null).forUpdate().executeTakeFirst();

export const insertGiftCard = (db: Db, row: Insertable<Database['gift_cards']>) => db.insertInto('gift_cards').values(row).execute();

export const setPurchaseCard = (db: Db, purchase: number, code: string) =>
  db.updateTable('giftcard_purchases').set({ gift_codigo: code }).where('codigo', '=', purchase).execute();

export const purchaseOfOrder = (db: Db, order: number) =>
  db.selectFrom('giftcard_purchases').select(['codigo', 'gift_codigo']).where('order_codigo', '=', order).executeTakeFirst();

export const deactivateGiftCard = (db: Db, code: string) => db.updateTable('gift_cards').set({ activo: false }).where('codigo', '=', code).execute();

export const customerOrderExists = async (db: Db, customer: number, order: number) =>
  (await db.selectFrom('orders').select('codigo').where('codigo', '=', order).where('customer_codigo', '=', customer).executeTakeFirst()) !== undefined;
