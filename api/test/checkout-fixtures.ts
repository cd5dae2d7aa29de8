import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Form-encoded order fields the way the checkout sends them (nested fields as JSON text). */
export function orderForm(fields: {
  detalles: { productoCodigo: number; cantidad: number; esRegalo?: boolean }[];
  sucursalCodigo?: number;
  direccionCodigo?: number;
  formaPagoCodigo?: number;
  tipoEntrega?: string;
  entrega?: unknown;
  cuponCodigo?: string;
  giftCodigo?: string;
  bolsa?: number;
  idempotencyKey?: string;
  cartId?: string;
  observacion?: string;
}): string {
  const form = new URLSearchParams();
  form.set('formaPagoCodigo', String(fields.formaPagoCodigo ?? 1));
  form.set('detalles', JSON.stringify(fields.detalles.map((d) => ({ esRegalo: false, ...d }))));
  if (fields.sucursalCodigo !== undefined) form.set('sucursalCodigo', String(fields.sucursalCodigo));
  if (fields.direccionCodigo !== undefined) form.set('direccionCodigo', String(fields.direccionCodigo));
  form.set('tipoEntrega', fields.tipoEntrega ?? 'inmediata');
  if (fields.entrega !== undefined) form.set('entrega', JSON.stringify(fields.entrega));
  if (fields.cuponCodigo) form.set('cuponCodigo', fields.cuponCodigo);
  if (fields.giftCodigo) form.set('giftCodigo', fields.giftCodigo);
  form.set('bolsa', String(fields.bolsa ?? 0));
  form.set('oncologico', 'false');
  if (fields.idempotencyKey) form.set('idempotencyKey', fields.idempotencyKey);
  if (fields.cartId) form.set('cartId', fields.cartId);
  if (fields.observacion) form.set('observacion', fields.observacion);
  return form.toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A sellable, free-sale, non-oncology product without quantity promotion nor line cap, with its list price. */
export async function plainProduct(app: FastifyInstance, skip: number[] = [], minPrice = 0) {
  return app.db
    .selectFrom('products as p')
    .leftJoin('quantity_promotions as qp', 'qp.producto_codigo', 'p.codigo')
    .select(['p.codigo', 'p.precio', 'p.descuento', 'p.descripcion'])
    .where('qp.producto_codigo', 'is', null)
    .where('p.oncologico', '=', false)
    .where('p.descontinuado', '=', false)
    .where('p.codigo_control', '=', 1)
    .where('p.tope_linea', 'is', null)
    .where(sql<boolean>`p.descripcion !~* '^bolsa'`)
    .where('p.codigo', 'not in', skip.length ? skip : [-1])
    .where('p.precio', '>=', minPrice)
    .orderBy('p.codigo')
    .executeTakeFirstOrThrow();
}

/** Sets a product's stock at a branch (creating the row). */
export async function setStock(app: FastifyInstance, producto: number, sucursal: number, existencia: number) {
  await app.db
    .insertInto('stock')
    .values({ producto_codigo: producto, sucursal_codigo: sucursal, existencia })
    .onConflict((oc) => oc.columns(['producto_codigo', 'sucursal_codigo']).doUpdateSet({ existencia }))
    .execute();
}

export async function stockOf(app: FastifyInstance, producto: number, sucursal: number) {
  const row = await app.db.selectFrom('stock').select('existencia').where('producto_codigo', '=', producto).where('sucursal_codigo', '=', sucursal).executeTakeFirst();
  return row?.existencia ?? 0;
}

export async function ordersWith(app: FastifyInstance, producto: number) {
  const rows = await app.db
    .selectFrom('order_lines')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('cantidad').as('unidades')])
    .where('producto_codigo', '=', producto)
    .executeTakeFirstOrThrow();
  return { orders: Number(rows.n), units: Number(rows.unidades ?? 0) };
}
