import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutboxEntry, OutgoingMessage } from './outbox.types.js';

export async function insertMessage(db: Kysely<Database>, m: OutgoingMessage, estado: string): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      canal: m.canal,
      destino: m.destino,
      asunto: m.asunto ?? null,
      cuerpo: m.cuerpo,
      enlace: m.enlace ?? null,
      customer_codigo: m.customerCodigo ?? null,
      estado,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setState(db: Kysely<Database>, id: number, estado: string): Promise<void> {
  await db.updateTable('outbox').set({ estado }).where('id', '=', id).execute();
}

/** Newest first; `destino` filters by recipient (exact, case-insensitive). */
export async function listMessages(db: Kysely<Database>, opts: { destino?: string; limit: number }): Promise<OutboxEntry[]> {
  let q = db
    .selectFrom('outbox')
    .select(['id', 'canal', 'destino', 'asunto', 'cuerpo', 'enlace', 'estado', 'created_at'])
    .orderBy('id', 'desc')
    .limit(opts.limit);
  if (opts.destino) q = q.where((eb) => eb(eb.fn('lower', ['destino']), '=', opts.destino!.toLowerCase()));
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    canal: r.canal,
    destino: r.destino,
    asunto: r.asunto,
    cuerpo: r.cuerpo,
    enlace: r.enlace,
    estado: r.estado,
    fecha: new Date(r.created_at).toISOString(),
  }));
}
