import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** A gift card by code (case-insensitive), with whether it is still in force. */
export const giftCard = (db: Db, codigo: string) =>
  db
    .selectFrom('gift_cards')
    .select(['codigo', 'saldo', 'activo', sql<boolean>`(fecha_vencimiento IS NULL OR fecha_vencimiento >= now())`.as('vigente')])
    .where(sql<SqlBool>`codigo = ${codigo}::citext`)
    .executeTakeFirst();

export const productForGift = (db: Db, codigo: number) =>
  db.selectFrom('products').select(['codigo', 'codigo_control', 'oncologico', 'descontinuado']).where('codigo', '=', codigo).executeTakeFirst();
