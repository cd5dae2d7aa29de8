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

/** Who a cart belongs to: a customer (their session) or a visitor (the key of their cart cookie). */
export type CartOwner = { customer: number } | { clave: string };

/** A visitor's cart is kept as long as its cookie: one day after its last change. */
const VISITOR_CART_DAYS = 1;

/** The owner's open cart of that kind (the newest, should there be more), or undefined. */
export const currentCart = (db: Db, owner: CartOwner, oncologico: boolean) =>
  db
    .selectFrom('carts')
    .select(['codigo', 'items', 'datos'])
    .where((eb) => ('customer' in owner ? eb('customer_codigo', '=', owner.customer) : eb('clave', '=', owner.clave)))
    .where('oncologico', '=', oncologico)
    .where('estado', '=', 'ABIERTO')
    .$if('clave' in owner, (q) => q.where(sql<boolean>`updated_at > now() - make_interval(days => ${VISITOR_CART_DAYS})`))
    .orderBy('codigo', 'desc')
    .executeTakeFirst();

/** Writes the whole cart into the owner's open cart of that kind (a new one when there is none); answers its id. */
export async function writeCurrentCart(db: Db, owner: CartOwner, oncologico: boolean, items: StoredCartItem[], datos: Record<string, unknown>): Promise<number> {
  const open = await currentCart(db, owner, oncologico);
  if (open) {
    await db
      .updateTable('carts')
      .set({ items: JSON.stringify(items), datos: JSON.stringify(datos), updated_at: sql`now()` })
      .where('codigo', '=', open.codigo)
      .execute();
    return open.codigo;
  }
  const row = await db
    .insertInto('carts')
    .values({
      ...('customer' in owner ? { customer_codigo: owner.customer } : { clave: owner.clave }),
      items: JSON.stringify(items),
      datos: JSON.stringify(datos),
      oncologico,
    })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  return row.codigo;
}

/**
 * Writes `datos` into the cart `codigo` only if it still holds `before` (what was read): a cart the shopper changed
 * in between is left as they left it. Answers whether it was written.
 */
export async function replaceDatosIfUnchanged(db: Db, codigo: number, before: unknown, datos: Record<string, unknown>): Promise<boolean> {
  const row = await db
    .updateTable('carts')
    .set({ datos: JSON.stringify(datos), updated_at: sql`now()` })
    .where('codigo', '=', codigo)
    .where('estado', '=', 'ABIERTO')
    .where(sql<boolean>`datos = ${JSON.stringify(before)}::jsonb`)
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(row);
}

/** Closes a visitor's open carts (their content went into a customer's). */
export const closeVisitorCarts = (db: Db, clave: string) =>
  db.updateTable('carts').set({ estado: 'CERRADO', updated_at: sql`now()` }).where('clave', '=', clave).where('estado', '=', 'ABIERTO').execute();

/** How long a form's token is kept: as long as a visitor's cart. */
const FORM_TOKEN_DAYS = VISITOR_CART_DAYS;

const ownerKey = (owner: CartOwner) => ('customer' in owner ? `c:${owner.customer}` : `v:${owner.clave}`);

/**
 * Takes a form's one-time token for the owner (decision 075), removing the tokens whose day has passed. Answers
 * null when it is new (now taken), or which cart the earlier post with it went to. Run inside the transaction that
 * adds the line: a second post with the token waits on the first's row and finds it once that one is committed.
 */
export async function takeFormToken(db: Db, owner: CartOwner, token: string, oncologico: boolean): Promise<{ oncologico: boolean } | null> {
  await db.deleteFrom('cart_form_tokens').where(sql<boolean>`created_at < now() - make_interval(days => ${FORM_TOKEN_DAYS})`).execute();
  const dueno = ownerKey(owner);
  const taken = await db
    .insertInto('cart_form_tokens')
    .values({ dueno, token, oncologico })
    .onConflict((oc) => oc.columns(['dueno', 'token']).doNothing())
    .returning('token')
    .executeTakeFirst();
  if (taken) return null;
  const earlier = await db.selectFrom('cart_form_tokens').select('oncologico').where('dueno', '=', dueno).where('token', '=', token).executeTakeFirstOrThrow();
  return { oncologico: earlier.oncologico };
}
