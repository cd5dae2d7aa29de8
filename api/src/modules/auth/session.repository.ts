import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface SessionRow {
  id: string;
  customerCodigo: number;
  email: string;
  esTester: boolean;
  esFuncionario: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function insertSession(
  db: Db,
  s: { id: string; customerCodigo: number; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: s.id, customer_codigo: s.customerCodigo, expires_at: s.expiresAt, ip: s.ip, user_agent: s.userAgent })
    .execute();
}

export async function findLiveSession(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('customers as c', 'c.codigo', 's.customer_codigo')
    .select(['s.id', 's.customer_codigo', 's.last_seen_at', 's.expires_at', 'c.email', 'c.es_tester', 'c.es_funcionario'])
    .where('s.id', '=', id)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    customerCodigo: row.customer_codigo,
    email: row.email,
    esTester: row.es_tester,
    esFuncionario: row.es_funcionario,
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
  };
}

export async function touchSession(db: Db, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteCustomerSessions(db: Db, customerCodigo: number): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('customer_codigo', '=', customerCodigo).returning('id').execute();
  return rows.map((r) => r.id);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
