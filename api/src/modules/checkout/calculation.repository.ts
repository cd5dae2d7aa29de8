import { type Kysely, type SqlBool, sql } from 'kysely';
import { DEFAULT_DISCOUNT_PERCENT } from '@botica/shared-contracts/checkout/constants';
import type { Database } from '../../db/schema.js';
import type { BranchSchedule } from '../geo/geo.table.js';
import type { CouponRow, EngineBranch, EngineProduct, GiftCardRow } from './engine/types.js';

type Db = Kysely<Database>;

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The catalogue facts the engine prices with, payment-method discounts included: one round trip. */
export async function productsForPricing(db: Db, codes: number[]): Promise<Map<number, EngineProduct>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.codigo', 'p.categoria_codigo')
    .leftJoin('quantity_promotions as qp', 'qp.producto_codigo', 'p.codigo')
    .select([
      'p.codigo', 'p.descripcion', 'p.precio', 'p.descuento', 'p.categoria_codigo', 'c.descripcion as categoria_descripcion',
      'p.tope_linea', 'p.codigo_control', 'p.es_refrigerado', 'p.oncologico', 'qp.promocion', 'qp.step', 'qp.porcentaje',
      sql<EngineProduct['formas'] | string>`coalesce((
        select json_agg(json_build_object('id', d.id, 'formaCodigo', d.forma_codigo, 'descripcion', d.descripcion,
                                          'porcentaje', d.porcentaje, 'test', d.test) order by d.id)
        from product_payment_discounts d where d.producto_codigo = p.codigo), '[]'::json)`.as('formas'),
    ])
    .where('p.codigo', 'in', codes)
    .where('p.descontinuado', '=', false)
    .execute();
  return new Map(
    rows.map((r) => [
      r.codigo,
      {
        codigo: r.codigo,
        descripcion: r.descripcion,
        precio: r.precio,
        descuento: r.descuento,
        categoriaCodigo: r.categoria_codigo,
        categoriaDescripcion: r.categoria_descripcion,
        topeLinea: r.tope_linea,
        codigoControl: r.codigo_control,
        esRefrigerado: r.es_refrigerado,
        oncologico: r.oncologico,
        promo: r.promocion ? { promocion: r.promocion, step: r.step ?? 1, porcentaje: r.porcentaje ?? DEFAULT_DISCOUNT_PERCENT } : null,
        formas: parseJson(r.formas),
      },
    ]),
  );
}

export async function allBranches(db: Db): Promise<EngineBranch[]> {
  const rows = await db
    .selectFrom('branches')
    .select(['codigo', 'numero', 'descripcion', 'direccion', 'latitud', 'longitud', 'horarios', 'delivery', 'entrega_programada'])
    .where('retiro', '=', true)
    .orderBy('codigo')
    .execute();
  return rows.map((b) => ({
    codigo: b.codigo,
    numero: b.numero,
    descripcion: b.descripcion,
    direccion: b.direccion,
    latitud: b.latitud,
    longitud: b.longitud,
    horarios: parseJson<BranchSchedule[]>(b.horarios),
    delivery: b.delivery,
    entregaProgramada: b.entrega_programada,
  }));
}

/** Stock of the products at one branch. */
export async function stockAt(db: Db, branch: number, codes: number[]): Promise<Map<number, number>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('stock')
    .select(['producto_codigo', 'existencia'])
    .where('sucursal_codigo', '=', branch)
    .where('producto_codigo', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.producto_codigo, r.existencia]));
}

/** Stock of the products in every branch that holds some. */
export async function stockEverywhere(db: Db, codes: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!codes.length) return out;
  const rows = await db
    .selectFrom('stock')
    .select(['sucursal_codigo', 'producto_codigo', 'existencia'])
    .where('producto_codigo', 'in', codes)
    .where('existencia', '>', 0)
    .execute();
  for (const r of rows) {
    const m = out.get(r.sucursal_codigo) ?? new Map<number, number>();
    m.set(r.producto_codigo, r.existencia);
    out.set(r.sucursal_codigo, m);
  }
  return out;
}

/** An address of the customer that was not deleted. */
export const customerAddress = (db: Db, customer: number, codigo: number) =>
  db
    .selectFrom('addresses')
    .select(['codigo', 'latitud', 'longitud', 'sucursal_codigo'])
    .where('codigo', '=', codigo)
    .where('customer_codigo', '=', customer)
    .where('activo', '=', true)
    .executeTakeFirst();

/** A coupon in force now (case-insensitive code). */
export const couponInForce = (db: Db, codigo: string, customer: number | null): Promise<CouponRow | undefined> =>
  db
    .selectFrom('coupons as c')
    .select(['c.codigo', 'c.descripcion', 'c.porcentaje', 'c.monto', 'c.minimo_compra', 'c.usos_maximos', 'c.usos_por_cliente'])
    // Orders that used the coupon and were not annulled, in all and by this customer (only read when limited).
    .select(
      sql<number>`CASE WHEN c.usos_maximos IS NULL THEN 0 ELSE (SELECT count(*) FROM orders o WHERE o.cupon_codigo = c.codigo::text AND o.estado <> 'ANUL') END`.as(
        'usados',
      ),
    )
    .select(
      sql<number>`CASE WHEN c.usos_por_cliente IS NULL THEN 0 ELSE (SELECT count(*) FROM orders o WHERE o.cupon_codigo = c.codigo::text AND o.customer_codigo = ${customer ?? -1} AND o.estado <> 'ANUL') END`.as(
        'usados_cliente',
      ),
    )
    .where(sql<SqlBool>`c.codigo = ${codigo}::citext`)
    .where('c.activo', '=', true)
    .where((eb) => eb.or([eb('c.fecha_inicio', 'is', null), eb('c.fecha_inicio', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('c.fecha_fin', 'is', null), eb('c.fecha_fin', '>=', sql<Date>`now()`)]))
    .executeTakeFirst()
    .then((row) => row && { ...row, usados: Number(row.usados), usados_cliente: Number(row.usados_cliente) });

/**
 * Holds a limited coupon's row until the transaction ends, so orders redeeming the same coupon at once are counted
 * one after the other; a coupon without limits is not held (any number of orders may use it together).
 */
export async function holdLimitedCoupon(db: Db, codigo: string): Promise<void> {
  await sql`SELECT 1 FROM coupons WHERE codigo = ${codigo}::citext AND (usos_maximos IS NOT NULL OR usos_por_cliente IS NOT NULL) FOR UPDATE`.execute(db);
}

/** A gift card in force (active, not expired), with its balance. */
export const giftCardInForce = (db: Db, codigo: string): Promise<GiftCardRow | undefined> =>
  db
    .selectFrom('gift_cards')
    .select(['codigo', 'saldo'])
    .where(sql<SqlBool>`codigo = ${codigo}::citext`)
    .where('activo', '=', true)
    .where((eb) => eb.or([eb('fecha_vencimiento', 'is', null), eb('fecha_vencimiento', '>=', sql<Date>`now()`)]))
    .executeTakeFirst();

export async function parameters(db: Db, names: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('parameters').select(['nombre', 'valor']).where('nombre', 'in', names).execute();
  return Object.fromEntries(rows.map((r) => [r.nombre, r.valor]));
}
