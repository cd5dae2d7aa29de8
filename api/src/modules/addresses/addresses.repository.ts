import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AddressesTable } from './addresses.table.js';

type Db = Kysely<Database>;

const COLUMNS = [
  'a.codigo', 'a.nombre', 'a.calle', 'a.numero', 'a.forma', 'a.lateral1', 'a.lateral2', 'a.edificio', 'a.piso', 'a.observaciones', 'a.es_default',
  'a.latitud', 'a.longitud', 'a.sucursal_codigo', 'a.barrio_codigo', 'a.ciudad_codigo', 'a.departamento_codigo',
  'lb.descripcion as barrio', 'lc.descripcion as ciudad', 'ld.descripcion as departamento',
] as const;

function base(db: Db, customer: number) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('locations as lb', 'lb.codigo', 'a.barrio_codigo')
    .leftJoin('locations as lc', 'lc.codigo', 'a.ciudad_codigo')
    .leftJoin('locations as ld', 'ld.codigo', 'a.departamento_codigo')
    .select(COLUMNS)
    .where('a.customer_codigo', '=', customer)
    .where('a.activo', '=', true);
}

export const listAddresses = (db: Db, customer: number) => base(db, customer).orderBy('a.es_default', 'desc').orderBy('a.codigo').execute();
export const findAddress = (db: Db, customer: number, codigo: number) => base(db, customer).where('a.codigo', '=', codigo).executeTakeFirst();
export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

export const findLocation = (db: Db, codigo: number) =>
  db.selectFrom('locations').select(['codigo', 'tipo', 'padre']).where('codigo', '=', codigo).executeTakeFirst();

export const deliveryBranches = (db: Db) =>
  db.selectFrom('branches').select(['codigo', 'latitud', 'longitud', 'delivery']).where('delivery', '=', true).execute();

export async function insertAddress(db: Db, row: Insertable<AddressesTable>) {
  return (await db.insertInto('addresses').values(row).returning('codigo').executeTakeFirstOrThrow()).codigo;
}

export async function updateAddress(db: Db, customer: number, codigo: number, row: Updateable<AddressesTable>) {
  const r = await db
    .updateTable('addresses')
    .set(row)
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(r);
}

/** Only one default address per customer. */
export const clearDefault = (db: Db, customer: number, except: number) =>
  db.updateTable('addresses').set({ es_default: false }).where('customer_codigo', '=', customer).where('codigo', '<>', except).execute();

/** Retires the address (orders keep it); answers whether the customer had it. */
/** A deleted account's addresses: inactive, none the default (past orders still name them). */
export async function retireAllAddresses(db: Db, customer: number) {
  await db.updateTable('addresses').set({ activo: false, es_default: false }).where('customer_codigo', '=', customer).execute();
}

export async function retireAddress(db: Db, customer: number, codigo: number) {
  const r = await db
    .updateTable('addresses')
    .set({ activo: false, es_default: false })
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .returning('codigo')
    .executeTakeFirst();
  return Boolean(r);
}
