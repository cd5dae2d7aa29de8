import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const progressOf = (db: Db, customer: number) =>
  db.selectFrom('data_verifications').selectAll().where('customer_codigo', '=', customer).executeTakeFirst();

export async function saveProgress(
  db: Db,
  customer: number,
  values: { celular: string | null; celular_verificado: boolean; correo: string | null; correo_verificado: boolean },
) {
  await db
    .insertInto('data_verifications')
    .values({ customer_codigo: customer, ...values })
    .onConflict((oc) => oc.column('customer_codigo').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/** The newest code of the channel still usable: not used, not expired, and for this destination. */
export const activeCode = (db: Db, customer: number, canal: 'sms' | 'email', destino: string) =>
  db
    .selectFrom('verification_codes')
    .selectAll()
    .where('customer_codigo', '=', customer)
    .where('canal', '=', canal)
    .where('destino', '=', destino)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function sentInLastHour(db: Db, customer: number, canal: 'sms' | 'email'): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_codigo', '=', customer)
    .where('canal', '=', canal)
    .where(sql<boolean>`created_at > now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(db: Db, row: { customer_codigo: number; canal: 'sms' | 'email'; destino: string; code_hash: string; minutes: number }) {
  // Earlier codes of the channel stop working: only the newest one counts.
  await db
    .updateTable('verification_codes')
    .set({ used_at: sql`now()` })
    .where('customer_codigo', '=', row.customer_codigo)
    .where('canal', '=', row.canal)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('verification_codes')
    .values({
      customer_codigo: row.customer_codigo,
      canal: row.canal,
      destino: row.destino,
      code_hash: row.code_hash,
      expires_at: sql`now() + make_interval(mins => ${row.minutes})`,
    })
    .execute();
}

/** Counts a wrong try atomically; answers the tries so far. */
export async function countWrongTry(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('verification_codes')
    .set({ intentos: sql`intentos + 1` })
    .where('id', '=', id)
    .returning('intentos')
    .executeTakeFirstOrThrow();
  return row.intentos;
}

export const markUsed = (db: Db, id: number) => db.updateTable('verification_codes').set({ used_at: sql`now()` }).where('id', '=', id).execute();

export const isExpired = async (db: Db, id: number) =>
  Boolean(
    await db
      .selectFrom('verification_codes')
      .select('id')
      .where('id', '=', id)
      .where(sql<boolean>`expires_at <= now()`)
      .executeTakeFirst(),
  );

export const birthDateOf = (db: Db, customer: number) => db.selectFrom('customers').select('fecha_nacimiento').where('codigo', '=', customer).executeTakeFirst();

/** The customer's verification in progress is over (confirmed). */
export const clearProgress = (db: Db, customer: number) => db.deleteFrom('data_verifications').where('customer_codigo', '=', customer).execute();
