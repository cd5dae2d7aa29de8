import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

export class DiscountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Payment-method discounts grouped by method and percentage, with how many products carry them. */
  async grouped(opts: { includeTest: boolean; categorias?: number[]; tsquery?: string }) {
    let q = this.db
      .selectFrom('product_payment_discounts as d')
      .innerJoin('products as p', 'p.codigo', 'd.producto_codigo')
      .select([
        sql<number>`min(d.id)`.as('codigo'),
        'd.forma_codigo',
        'd.descripcion',
        'd.porcentaje',
        sql<string | null>`max(d.color)`.as('color'),
        sql<string | null>`max(d.imagen)`.as('imagen'),
        sql<string | null>`max(d.advertencia)`.as('advertencia'),
        sql<number>`count(distinct d.producto_codigo)::int`.as('cantidad'),
      ])
      .groupBy(['d.forma_codigo', 'd.descripcion', 'd.porcentaje'])
      .orderBy('d.porcentaje', 'desc')
      .orderBy('d.descripcion');
    if (!opts.includeTest) q = q.where('d.test', '=', false);
    if (opts.categorias) q = q.where('p.categoria_codigo', 'in', opts.categorias);
    if (opts.tsquery) q = q.where(sql<SqlBool>`p.search_tsv @@ to_tsquery('simple', ${opts.tsquery})`);
    return q.execute();
  }

  byId(id: number) {
    return this.db
      .selectFrom('product_payment_discounts')
      .select(['id', 'descripcion', 'porcentaje', 'advertencia', 'test'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A coupon in force now. */
  activeCoupon(codigo: string) {
    return this.db
      .selectFrom('coupons')
      .select(['codigo', 'descripcion', 'porcentaje', 'monto', 'minimo_compra'])
      .where(sql<SqlBool>`codigo = ${codigo}::citext`)
      .where('activo', '=', true)
      .where((eb) => eb.or([eb('fecha_inicio', 'is', null), eb('fecha_inicio', '<=', sql<Date>`now()`)]))
      .where((eb) => eb.or([eb('fecha_fin', 'is', null), eb('fecha_fin', '>=', sql<Date>`now()`)]))
      .executeTakeFirst();
  }
}
