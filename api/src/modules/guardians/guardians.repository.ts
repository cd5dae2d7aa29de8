import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GuardiansTable } from './guardians.table.js';

type Db = Kysely<Database> | Transaction<Database>;

export const listGuardians = (db: Db, customer: number) =>
  db
    .selectFrom('guardians')
    .selectAll()
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .orderBy(sql`defecto IS NULL`)
    .orderBy('codigo')
    .execute();
export type GuardianRow = Awaited<ReturnType<typeof listGuardians>>[number];

export const insertGuardian = async (db: Db, row: Insertable<GuardiansTable>) =>
  (await db.insertInto('guardians').values(row).returning('codigo').executeTakeFirstOrThrow()).codigo;

/** Updates one of the customer's guardians; answers whether it was theirs. */
export async function updateGuardian(db: Db, customer: number, codigo: number, row: Partial<Insertable<GuardiansTable>>) {
  const r = await db
    .updateTable('guardians')
    .set(row)
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(r);
}

export const retireOthers = (db: Db, customer: number, keep: number[]) =>
  db
    .updateTable('guardians')
    .set({ activo: false, defecto: null })
    .where('customer_codigo', '=', customer)
    .where('codigo', 'not in', keep.length ? keep : [-1])
    .execute();

/** Makes one guardian the default (the others lose it); answers whether it was the customer's. */
export async function setDefault(db: Db, customer: number, codigo: number) {
  const mine = await updateGuardian(db, customer, codigo, { defecto: new Date() });
  if (mine) {
    await db.updateTable('guardians').set({ defecto: null }).where('customer_codigo', '=', customer).where('codigo', '<>', codigo).execute();
  }
  return mine;
}
