import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export const findLocation = (db: Db, codigo: number) =>
  db.selectFrom('locations').select(['codigo', 'descripcion', 'tipo']).where('codigo', '=', codigo).executeTakeFirst();

export const listLocations = (db: Db, where: { tipo: string; padre?: number }) => {
  let q = db.selectFrom('locations').select(['codigo', 'descripcion', 'tipo']).where('tipo', '=', where.tipo);
  if (where.padre !== undefined) q = q.where('padre', '=', where.padre);
  return q.orderBy('descripcion').execute();
};

/**
 * The city nearest to a point, with its department, from the shop's own geography (each city's position): the
 * place name a browser's position is read as, without a maps service. Distance on the plane, the longitude scaled
 * by the cosine of the latitude, enough to tell Paraguay's cities apart.
 */
export function nearestCity(db: Db, lat: number, lng: number) {
  const scale = Math.cos((lat * Math.PI) / 180);
  return db
    .selectFrom('locations as c')
    .leftJoin('locations as d', 'd.codigo', 'c.padre')
    .select(['c.codigo', 'c.descripcion', 'd.descripcion as departamento', 'c.latitud', 'c.longitud'])
    .where('c.tipo', '=', 'Ciudad')
    .where('c.latitud', 'is not', null)
    .where('c.longitud', 'is not', null)
    .orderBy(sql`(c.latitud - ${lat}) * (c.latitud - ${lat}) + ((c.longitud - ${lng}) * ${scale}) * ((c.longitud - ${lng}) * ${scale})`)
    // cities without a position of their own carry their department capital's: at one point, the first by code
    .orderBy('c.sifen_code')
    .orderBy('c.codigo')
    .limit(1)
    .executeTakeFirst();
}

export function listBranches(db: Db, filter: { ciudad?: number; codigos?: number[] } = {}) {
  let q = db
    .selectFrom('branches as b')
    .innerJoin('locations as c', 'c.codigo', 'b.ciudad_codigo')
    .innerJoin('locations as d', 'd.codigo', 'b.departamento_codigo')
    .select([
      'b.codigo', 'b.numero', 'b.descripcion', 'b.nombre', 'b.direccion', 'b.telefono', 'b.latitud', 'b.longitud',
      'b.horarios', 'b.delivery', 'b.entrega_programada', 'b.ciudad_codigo', 'b.departamento_codigo',
      'c.descripcion as ciudad', 'd.descripcion as departamento',
    ])
    .orderBy('b.numero');
  if (filter.ciudad !== undefined) q = q.where('b.ciudad_codigo', '=', filter.ciudad);
  if (filter.codigos) q = q.where('b.codigo', 'in', filter.codigos.length ? filter.codigos : [-1]);
  return q.execute();
}
export type BranchRecord = Awaited<ReturnType<typeof listBranches>>[number];

/** Branches of the customer's pickup orders, the most recently used first. */
export async function recentPickupBranches(db: Db, customer: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['sucursal_codigo', eb.fn.max('created_at').as('ultima')])
    .where('customer_codigo', '=', customer)
    .where('tipo_envio', '=', 2)
    .where('sucursal_codigo', 'is not', null)
    .groupBy('sucursal_codigo')
    .orderBy('ultima', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.sucursal_codigo!);
}
