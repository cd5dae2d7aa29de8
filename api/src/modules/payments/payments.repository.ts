import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import { PAYMENT_ROLLBACK_MINUTES } from '@botica/shared-contracts/payments/methods';
import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PaymentState, PaymentsTable } from './payments.table.js';

type Db = Kysely<Database>;

export const ORDER_STATE = { created: 'GENE', paid: 'PROC', annulled: 'ANUL' } as const;

const orderColumns = ['codigo', 'customer_codigo', 'estado', 'total', 'forma_pago_codigo', 'oncologico', 'sucursal_codigo', 'gift_codigo', 'gift_monto', 'telefono_pago'] as const;

/** The customer's own order (another customer's does not exist for them). */
export const customerOrder = (db: Db, customer: number, codigo: number) =>
  db.selectFrom('orders').select(orderColumns).where('codigo', '=', codigo).where('customer_codigo', '=', customer).executeTakeFirst();

export type OrderRow = NonNullable<Awaited<ReturnType<typeof customerOrder>>>;

export const orderByCode = (db: Db, codigo: number) => db.selectFrom('orders').select(orderColumns).where('codigo', '=', codigo).executeTakeFirst();

export const closeLink = (db: Db, token: string) => db.updateTable('payment_links').set({ active: false }).where('token', '=', token).execute();

/** Locks the order row: every decision on an order's payments is taken holding it, one at a time. */
export const lockOrder = (db: Db, codigo: number) =>
  db.selectFrom('orders').select(orderColumns).where('codigo', '=', codigo).forUpdate().executeTakeFirst();

export const insertPayment = (db: Db, row: Insertable<PaymentsTable>) => db.insertInto('payments').values(row).returning('codigo').executeTakeFirstOrThrow();

export const paymentBy = (db: Db, column: 'hook_alias' | 'process_id', value: string) =>
  db.selectFrom('payments').selectAll().where(column, '=', value).executeTakeFirst();

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentBy>>>;

export const paymentByCodigo = (db: Db, codigo: number) => db.selectFrom('payments').selectAll().where('codigo', '=', codigo).executeTakeFirst();

/** The provider's process id when it is not the shop's own (Bancard names its frame). */
export const setProcessId = (db: Db, codigo: number, processId: string) =>
  db.updateTable('payments').set({ process_id: processId, updated_at: sql`now()` }).where('codigo', '=', codigo).execute();

/** The event that says the shop has nothing more to ask the provider about a payment. */
export const closedEvent = (codigo: number) => `cerrado:${codigo}`;

/**
 * Payments of providers that can be asked whose outcome the shop does not hold yet: not approved, older than
 * `minAgeSeconds` (the callback normally comes before), of the last day, and not closed.
 */
export async function unsettledPayments(db: Db, proveedores: string[], minAgeSeconds: number, limit = 50) {
  if (!proveedores.length) return [];
  return db
    .selectFrom('payments as p')
    .selectAll('p')
    .where('p.proveedor', 'in', proveedores)
    .where('p.estado', '!=', 'APROBADO')
    .where(sql<SqlBool>`p.created_at <= now() - make_interval(secs => ${minAgeSeconds})`)
    .where(sql<SqlBool>`p.created_at > now() - interval '1 day'`)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payment_events as e').select('e.evento_id').whereRef('e.proveedor', '=', 'p.proveedor').where('e.evento_id', '=', sql<string>`'cerrado:' || p.codigo`))),
    )
    .orderBy('p.codigo')
    .limit(limit)
    .execute();
}

export const hasApproved = async (db: Db, order: number) =>
  Boolean(await db.selectFrom('payments').select('codigo').where('order_codigo', '=', order).where('estado', '=', 'APROBADO').executeTakeFirst());

/** A new attempt replaces the pending ones: their late approvals will not count. */
export const supersedePending = (db: Db, order: number) =>
  db
    .updateTable('payments')
    .set({ estado: 'RECHAZADO', respuesta_descripcion: 'Reemplazado por un nuevo intento de pago.', updated_at: sql`now()` })
    .where('order_codigo', '=', order)
    .where('estado', '=', 'PENDIENTE')
    .execute();

/** Records a provider event once; false when it was already received (a replay). */
export async function claimEvent(db: Db, proveedor: string, evento: string, tipo: string, payment: number | null, cuerpo: unknown): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({ proveedor, evento_id: evento, tipo, payment_codigo: payment, aplicado: false, cuerpo: JSON.stringify(cuerpo) })
    .onConflict((oc) => oc.columns(['proveedor', 'evento_id']).doNothing())
    .returning('evento_id')
    .executeTakeFirst();
  return Boolean(row);
}

export const markEventApplied = (db: Db, proveedor: string, evento: string) =>
  db.updateTable('payment_events').set({ aplicado: true }).where('proveedor', '=', proveedor).where('evento_id', '=', evento).execute();

/** Moves a payment from one state to another only if it is still in the first one; answers whether it moved. */
export async function transition(
  db: Db,
  codigo: number,
  from: PaymentState[],
  to: PaymentState,
  fields: Partial<Pick<PaymentsTable, 'respuesta_codigo' | 'respuesta_descripcion' | 'numero_tarjeta' | 'motivo_rollback' | 'advertencia'>> & { rollback?: 'S' | 'N' },
  notExpired = false,
): Promise<boolean> {
  let q = db
    .updateTable('payments')
    .set({ ...fields, estado: to, updated_at: sql`now()` })
    .where('codigo', '=', codigo)
    .where('estado', 'in', from);
  if (notExpired) q = q.where('expires_at', '>', sql<Date>`now()`);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setOrderState(db: Db, codigo: number, from: string[], to: string): Promise<boolean> {
  const r = await db.updateTable('orders').set({ estado: to, updated_at: sql`now()` }).where('codigo', '=', codigo).where('estado', 'in', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back what an annulled order took: its units to the branch's stock, its gift card amount to the card. */
export async function restoreOrder(db: Db, order: { codigo: number; sucursal_codigo: number | null; gift_codigo: string | null; gift_monto: number }) {
  if (order.sucursal_codigo !== null) {
    await sql`
      UPDATE stock s SET existencia = s.existencia + l.cantidad
      FROM (SELECT producto_codigo, sum(cantidad)::int AS cantidad FROM order_lines WHERE order_codigo = ${order.codigo} GROUP BY producto_codigo) l
      WHERE s.producto_codigo = l.producto_codigo AND s.sucursal_codigo = ${order.sucursal_codigo}`.execute(db);
  }
  if (order.gift_codigo && order.gift_monto > 0) {
    await sql`UPDATE gift_cards SET saldo = saldo + ${order.gift_monto} WHERE codigo = ${order.gift_codigo}::citext`.execute(db);
  }
}

/**
 * Orders still waiting for an online payment past the rollback time: created more than PAYMENT_ROLLBACK_MINUTES
 * ago, without an approved payment nor one still pending within its time.
 */
export async function overdueOrders(db: Db, limit = 50): Promise<number[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.codigo')
    .where('o.estado', '=', ORDER_STATE.created)
    .where('o.forma_pago_codigo', 'not in', [...OFFLINE_PAYMENT_CODES])
    .where(sql<SqlBool>`o.created_at < now() - make_interval(mins => ${PAYMENT_ROLLBACK_MINUTES})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as p')
            .select('p.codigo')
            .whereRef('p.order_codigo', '=', 'o.codigo')
            .where((eb) => eb.or([eb('p.estado', '=', 'APROBADO'), eb.and([eb('p.estado', '=', 'PENDIENTE'), eb('p.expires_at', '>', sql<Date>`now()`)])])),
        ),
      ),
    )
    .orderBy('o.codigo')
    .limit(limit)
    .execute();
  return rows.map((r) => r.codigo);
}

export const expirePending = (db: Db, order: number, descripcion = 'El pago no se confirmó a tiempo.') =>
  db
    .updateTable('payments')
    .set({ estado: 'EXPIRADO', respuesta_descripcion: descripcion, updated_at: sql`now()` })
    .where('order_codigo', '=', order)
    .where('estado', '=', 'PENDIENTE')
    .execute();

export const orderLines = (db: Db, order: number) =>
  db.selectFrom('order_lines').select(['descripcion', 'cantidad']).where('order_codigo', '=', order).orderBy('id').execute();

/** Pending and recent payments for the sandbox console. */
export const recentPayments = (db: Db, limit = 25) =>
  db
    .selectFrom('payments as p')
    .innerJoin('customers as c', 'c.codigo', 'p.customer_codigo')
    .select(['p.codigo', 'p.order_codigo', 'p.metodo', 'p.proveedor', 'p.process_id', 'p.hook_alias', 'p.monto', 'p.estado', 'p.rollback', 'p.motivo_rollback', 'p.created_at', 'p.expires_at', 'p.telefono', 'c.email'])
    .orderBy('p.codigo', 'desc')
    .limit(limit)
    .execute();

/**
 * Annuls an order still waiting for its online payment, holding its row: unless a payment was approved, its
 * pending payments expire (their late approvals will not count), it becomes ANUL and its stock and gift card
 * amount are given back. Runs in the caller's transaction; answers whether the order was annulled.
 */
export async function annulUnpaidOrder(trx: Db, codigo: number, descripcion?: string): Promise<boolean> {
  const order = await lockOrder(trx, codigo);
  if (!order || order.estado !== ORDER_STATE.created || (await hasApproved(trx, codigo))) return false;
  await expirePending(trx, codigo, descripcion);
  if (!(await setOrderState(trx, codigo, [ORDER_STATE.created], ORDER_STATE.annulled))) return false;
  await restoreOrder(trx, order);
  return true;
}

/**
 * The customer's orders of one cart (normal or oncology) placed with an online method and still waiting for
 * their payment: the cart is kept until it is paid, so a new order of that cart replaces them. Gift-card
 * orders are not made from a cart.
 */
export async function unpaidCartOrders(db: Db, customer: number, oncologico: boolean): Promise<number[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.codigo')
    .where('o.customer_codigo', '=', customer)
    .where('o.estado', '=', ORDER_STATE.created)
    .where('o.oncologico', '=', oncologico)
    .where('o.forma_pago_codigo', 'not in', [...OFFLINE_PAYMENT_CODES])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('giftcard_purchases as g').select('g.codigo').whereRef('g.order_codigo', '=', 'o.codigo'))))
    .orderBy('o.codigo')
    .execute();
  return rows.map((r) => r.codigo);
}

// ---- payment links

export const insertLink = (db: Db, token: string, order: number) => db.insertInto('payment_links').values({ token, order_codigo: order }).execute();

export const linkByToken = (db: Db, token: string) => db.selectFrom('payment_links').selectAll().where('token', '=', token).executeTakeFirst();

/** The link's pending payment with more than a minute left, the newest: the QR shown again on every visit. */
export const currentLinkPayment = (db: Db, token: string) =>
  db
    .selectFrom('payments')
    .select(['hook_alias'])
    .where('link_token', '=', token)
    .where('estado', '=', 'PENDIENTE')
    .where('expires_at', '>', sql<Date>`now() + interval '1 minute'`)
    .orderBy('codigo', 'desc')
    .executeTakeFirst();

// ---- what a payment start checks

export const activeCardOf = (db: Db, customer: number, aliasToken: string) =>
  db.selectFrom('saved_cards').select('id').where('alias_token', '=', aliasToken).where('customer_codigo', '=', customer).where('activo', '=', true).executeTakeFirst();

export const mobileOf = async (db: Db, customer: number) =>
  (await db.selectFrom('customers').select('celular1').where('codigo', '=', customer).executeTakeFirst())?.celular1 ?? null;

// ---- sandbox provider and console

export const cardMaskOf = async (db: Db, aliasToken: string) =>
  (await db.selectFrom('saved_cards').select('mascara').where('alias_token', '=', aliasToken).executeTakeFirst())?.mascara ?? null;

export const cardRegistration = (db: Db, processId: string) => db.selectFrom('card_registrations').selectAll().where('process_id', '=', processId).executeTakeFirst();

export const latestLinks = (db: Db, limit: number) =>
  db.selectFrom('payment_links').select(['token', 'order_codigo', 'active']).orderBy('created_at', 'desc').limit(limit).execute();
