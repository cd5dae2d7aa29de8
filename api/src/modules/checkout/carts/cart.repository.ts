import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { StoredCartItem } from '../checkout.table.js';

type Db = Kysely<Database>;

export const openCart = (db: Db, customer: number, codigo: number) =>
  db
    .selectFrom('carts')
    .select(['codigo', 'items', 'estado'])
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .executeTakeFirst();

export async function insertCart(db: Db, customer: number, items: StoredCartItem[], oncologico: boolean): Promise<number> {
  const row = await db
    .insertInto('carts')
    .values({ customer_codigo: customer, items: JSON.stringify(items), oncologico })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  return row.codigo;
}

/** Replaces the items of an open cart of the customer; answers false when there is none. */
export async function replaceItems(db: Db, customer: number, codigo: number, items: StoredCartItem[]): Promise<boolean> {
  const row = await db
    .updateTable('carts')
    .set({ items: JSON.stringify(items), updated_at: sql`now()` })
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .where('estado', '=', 'ABIERTO')
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(row);
}

export async function setState(db: Db, customer: number, codigo: number, estado: 'CERRADO' | 'FINALIZADO'): Promise<boolean> {
  const row = await db
    .updateTable('carts')
    .set({ estado, updated_at: sql`now()` })
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(row);
}

export const insertSharedCart = (db: Db, token: string, detalles: { codigo: number; quantity: number }[], customer: number | null) =>
  db.insertInto('shared_carts').values({ token, detalles: JSON.stringify(detalles), customer_codigo: customer }).execute();

export const sharedCart = (db: Db, token: string) =>
  db.selectFrom('shared_carts').select(['token', 'detalles', 'customer_codigo', 'activo']).where('token', '=', token).executeTakeFirst();

export const deactivateSharedCart = (db: Db, token: string, customer: number) =>
  db.updateTable('shared_carts').set({ activo: false }).where('token', '=', token).where('customer_codigo', '=', customer).execute();

export const productsForCart = (db: Db, codes: number[]) =>
  codes.length
    ? db
        .selectFrom('products')
        .select(['codigo', 'descripcion', 'slug', 'precio', 'descuento', 'foto', 'codigo_control', 'es_refrigerado'])
        .where('codigo', 'in', codes)
        .where('descontinuado', '=', false)
        .execute()
    : Promise.resolve([]);
