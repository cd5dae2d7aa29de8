import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export const READ = 'LEIDO';
export const UNREAD = 'NO_LEIDO';

export interface NotificationRow {
  nocl_codigo: number;
  estado: string;
  activo: boolean;
  created_at: Date;
  nowa_codigo: number;
  titulo: string;
  descripcion: string | null;
  enlace: string | null;
  btn_name: string | null;
  repeticion: number | null;
  fecha_inicio: Date | null;
  fecha_fin: Date | null;
  imagen: string | null;
  imagen_web: string | null;
  imagen_mobile: string | null;
  popup: boolean;
}

function base(db: Db, codigo: number) {
  return db
    .selectFrom('customer_notifications as n')
    .innerJoin('notification_messages as m', 'm.nowa_codigo', 'n.nowa_codigo')
    .select([
      'n.nocl_codigo',
      'n.estado',
      'n.activo',
      'n.created_at',
      'm.nowa_codigo',
      'm.titulo',
      'm.descripcion',
      'm.enlace',
      'm.btn_name',
      'm.repeticion',
      'm.fecha_inicio',
      'm.fecha_fin',
      'm.imagen',
      'm.imagen_web',
      'm.imagen_mobile',
      'm.popup',
    ])
    .where('n.customer_codigo', '=', codigo)
    .where('n.activo', '=', true);
}

/** The customer's notifications, newest first (only their own rows, ever). */
export async function listFor(db: Db, codigo: number, estado?: string, limit = 50): Promise<NotificationRow[]> {
  let q = base(db, codigo);
  if (estado) q = q.where('n.estado', '=', estado);
  return q.orderBy('n.created_at', 'desc').orderBy('n.nocl_codigo', 'desc').limit(limit).execute();
}

export async function countUnread(db: Db, codigo: number): Promise<number> {
  const row = await db
    .selectFrom('customer_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_codigo', '=', codigo)
    .where('activo', '=', true)
    .where('estado', '<>', READ)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pop-ups within their date range (open ends count as open). */
export async function popupsFor(db: Db, codigo: number, now: Date): Promise<NotificationRow[]> {
  const rows = await base(db, codigo)
    .where('m.popup', '=', true)
    .where((eb) => eb.or([eb('m.fecha_inicio', 'is', null), eb('m.fecha_inicio', '<=', now)]))
    .where((eb) => eb.or([eb('m.fecha_fin', 'is', null), eb('m.fecha_fin', '>=', now)]))
    .orderBy('n.created_at', 'desc')
    .limit(10)
    .execute();
  return rows;
}

export async function findOne(db: Db, codigo: number, noclCodigo: number): Promise<NotificationRow | undefined> {
  return base(db, codigo).where('n.nocl_codigo', '=', noclCodigo).executeTakeFirst();
}

export async function deleteOwn(db: Db, codigo: number, noclCodigo: number): Promise<number> {
  // Counted through RETURNING: affected-row counts are not reported alike by every driver (PGlite).
  const rows = await db
    .deleteFrom('customer_notifications')
    .where('customer_codigo', '=', codigo)
    .where('nocl_codigo', '=', noclCodigo)
    .returning('nocl_codigo')
    .execute();
  return rows.length;
}

/** One row read (`LEIDO`) or unread again (`NO_LEIDO`). */
export async function setState(db: Db, codigo: number, noclCodigo: number, estado: string): Promise<number> {
  const res = await db
    .updateTable('customer_notifications')
    .set({ estado })
    .where('customer_codigo', '=', codigo)
    .where('nocl_codigo', '=', noclCodigo)
    .returning('nocl_codigo')
    .execute();
  return res.length;
}

export async function markRead(db: Db, codigo: number, nowaCodigo?: number): Promise<number> {
  let q = db.updateTable('customer_notifications').set({ estado: READ }).where('customer_codigo', '=', codigo).where('estado', '<>', READ);
  if (nowaCodigo !== undefined) q = q.where('nowa_codigo', '=', nowaCodigo);
  const res = await q.returning('nocl_codigo').execute();
  return res.length;
}

export async function insertMessage(
  db: Db,
  m: {
    titulo: string;
    descripcion: string | null;
    enlace: string | null;
    btn_name: string | null;
    popup: boolean;
    repeticion: number | null;
    fecha_inicio: Date | null;
    fecha_fin: Date | null;
    imagen: string | null;
    imagen_web: string | null;
    imagen_mobile: string | null;
  },
): Promise<number> {
  const row = await db.insertInto('notification_messages').values(m).returning('nowa_codigo').executeTakeFirstOrThrow();
  return row.nowa_codigo;
}

export async function insertDelivery(db: Db, nowaCodigo: number, codigo: number): Promise<number> {
  const row = await db
    .insertInto('customer_notifications')
    .values({ nowa_codigo: nowaCodigo, customer_codigo: codigo })
    .returning('nocl_codigo')
    .executeTakeFirstOrThrow();
  return row.nocl_codigo;
}

/** The latest notifications of every customer (the sandbox console lists them). */
export const latestNotifications = (db: Db, limit: number) =>
  db
    .selectFrom('customer_notifications as n')
    .innerJoin('notification_messages as m', 'm.nowa_codigo', 'n.nowa_codigo')
    .innerJoin('customers as c', 'c.codigo', 'n.customer_codigo')
    .select(['n.nocl_codigo', 'n.estado', 'n.created_at', 'm.titulo', 'c.email'])
    .orderBy('n.nocl_codigo', 'desc')
    .limit(limit)
    .execute();
