import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
export type TokenPurpose = 'password' | 'verify-email';

export async function insertToken(db: Db, t: { id: string; proposito: TokenPurpose; customerCodigo: number; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({ id: t.id, proposito: t.proposito, customer_codigo: t.customerCodigo, expires_at: t.expiresAt })
    .execute();
}

/** A deleted account's links, used or not. */
export async function deleteCustomerTokens(db: Db, customerCodigo: number): Promise<void> {
  await db.deleteFrom('one_time_tokens').where('customer_codigo', '=', customerCodigo).execute();
}

/** Earlier unused links of the same purpose stop working when a new one is sent. */
export async function retireTokens(db: Db, customerCodigo: number, proposito: TokenPurpose, now: Date): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('customer_codigo', '=', customerCodigo)
    .where('proposito', '=', proposito)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Marks a live token used and answers its customer, in one statement, so a token works exactly once
 * even when two requests race. `customerCodigo` restricts it to one customer's tokens.
 */
export async function consumeToken(
  db: Db,
  id: string,
  proposito: TokenPurpose,
  now: Date,
  customerCodigo?: number,
): Promise<number | undefined> {
  let query = db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('proposito', '=', proposito)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (customerCodigo !== undefined) query = query.where('customer_codigo', '=', customerCodigo);
  const row = await query.returning('customer_codigo').executeTakeFirst();
  return row?.customer_codigo;
}

/** Whether a token is live (issued, unused, not expired), without using it; `customerCodigo` restricts it to one customer's. */
export async function liveToken(db: Db, id: string, proposito: TokenPurpose, now: Date, customerCodigo?: number): Promise<boolean> {
  let query = db
    .selectFrom('one_time_tokens')
    .select('id')
    .where('id', '=', id)
    .where('proposito', '=', proposito)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (customerCodigo !== undefined) query = query.where('customer_codigo', '=', customerCodigo);
  return (await query.executeTakeFirst()) !== undefined;
}
