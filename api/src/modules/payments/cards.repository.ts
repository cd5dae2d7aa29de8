import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
type SavedCardsTable = Database['saved_cards'];

/** The columns a saved card is answered with. */
const columns = ['id', 'alias_token', 'mascara', 'marca', 'is_default'] as const;

export const customerContact = (db: Db, customer: number) =>
  db.selectFrom('customers').select(['email', 'celular1']).where('codigo', '=', customer).executeTakeFirstOrThrow();

export const insertRegistration = (db: Db, row: { process_id: string; customer_codigo: number; card_id?: number }) =>
  db.insertInto('card_registrations').values(row).execute();

/** Claims a registration not yet completed (a second completion of the same frame finds none). */
export const claimRegistration = (db: Db, processId: string) =>
  db
    .updateTable('card_registrations')
    .set({ card_id: sql`card_id` })
    .where('process_id', '=', processId)
    .where('card_id', 'is', null)
    .returning('process_id')
    .executeTakeFirst();

export const completeRegistration = (db: Db, processId: string, cardId: number) =>
  db.updateTable('card_registrations').set({ card_id: cardId }).where('process_id', '=', processId).execute();

export const reserveCard = (db: Db, row: Insertable<SavedCardsTable>) => db.insertInto('saved_cards').values(row).returning('id').executeTakeFirstOrThrow();

export const insertCard = (db: Db, row: Insertable<SavedCardsTable>) => db.insertInto('saved_cards').values(row).returning(columns).executeTakeFirstOrThrow();

export const deleteCard = (db: Db, id: number) => db.deleteFrom('saved_cards').where('id', '=', id).execute();
export const deleteCustomerCards = (db: Db, customer: number) => db.deleteFrom('saved_cards').where('customer_codigo', '=', customer).execute();

/** Every row of the customer's cards, locked: the sync with Bancard's list decides on them one at a time. */
export const lockCustomerCards = (db: Db, customer: number) =>
  db.selectFrom('saved_cards').select(['id', 'activo', 'alias_token']).where('customer_codigo', '=', customer).forUpdate().execute();

export const defaultCard = (db: Db, customer: number) =>
  db.selectFrom('saved_cards').select('id').where('customer_codigo', '=', customer).where('activo', '=', true).where('is_default', '=', true).executeTakeFirst();

export const anyActiveCard = (db: Db, customer: number) =>
  db.selectFrom('saved_cards').select('id').where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();

export const updateCard = (db: Db, id: number, values: Partial<{ alias_token: string; marca: string; mascara: string; vencimiento: string; activo: boolean; is_default: boolean }>) =>
  db.updateTable('saved_cards').set(values).where('id', '=', id).execute();

export const deactivateCards = (db: Db, ids: number[]) =>
  db.updateTable('saved_cards').set({ activo: false, is_default: false }).where('id', 'in', ids).execute();

export const activeCards = (db: Db, customer: number) =>
  db
    .selectFrom('saved_cards')
    .select(columns)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();

export const activeCard = (db: Db, customer: number, id: number) =>
  db.selectFrom('saved_cards').select(columns).where('id', '=', id).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();

export const ownActiveCard = (db: Db, customer: number, id: number, aliasToken: string) =>
  db.selectFrom('saved_cards').select('id').where('id', '=', id).where('alias_token', '=', aliasToken).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();

/** Removes the customer's active card (its row stays, inactive); undefined when there was none. */
export const deactivateOwnCard = (db: Db, customer: number, id: number, aliasToken: string) =>
  db
    .updateTable('saved_cards')
    .set({ activo: false, is_default: false })
    .where('id', '=', id)
    .where('alias_token', '=', aliasToken)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .returning('id')
    .executeTakeFirst();

export const lockActiveCard = (db: Db, customer: number, id: number) =>
  db.selectFrom('saved_cards').select('id').where('id', '=', id).where('customer_codigo', '=', customer).where('activo', '=', true).forUpdate().executeTakeFirst();

/** Makes one card the customer's default and every other not. */
export const makeDefault = (db: Db, customer: number, id: number) =>
  db.updateTable('saved_cards').set({ is_default: sql<boolean>`id = ${id}` }).where('customer_codigo', '=', customer).execute();

export const cardById = (db: Db, id: number) => db.selectFrom('saved_cards').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
