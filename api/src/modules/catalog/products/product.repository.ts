import { type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ProductPaymentDiscountsTable, ProductsTable } from '../catalog.table.js';
import { unitPriceSql } from '../pricing/pricing.js';

/** Which products a list holds. Every field narrows the list (AND). */
export interface ProductFilter {
  categorias?: number[];
  marca?: number;
  fabricante?: string;
  nuevo?: boolean;
  promocion?: boolean;
  destacado?: boolean;
  /** At least this product discount percentage. */
  descuentoMin?: number;
  /** Quantity promotion kind (2x1, 3x2, 4x2). */
  promo?: string;
  excluir?: number;
  favoritosDe?: number;
  conStock?: boolean;
  /** Only oncology products (the oncology world). */
  oncologico?: boolean;
}

export type ProductSort = 'destacado' | 'promocion' | 'nuevo' | 'menor_precio' | 'mayor_precio' | 'descuento' | 'popular';

type Q = SelectQueryBuilder<Database & { p: ProductsTable }, 'p', object>;


function applyFilter(q: Q, f: ProductFilter): Q {
  let out = q;
  if (f.categorias) out = out.where('p.categoria_codigo', 'in', f.categorias.length ? f.categorias : [-1]);
  if (f.marca !== undefined) out = out.where('p.marca_codigo', '=', f.marca);
  if (f.fabricante !== undefined) out = out.where(sql<SqlBool>`lower(p.fabricante) = lower(${f.fabricante})`);
  if (f.nuevo) out = out.where('p.nuevo', '=', true);
  if (f.promocion) out = out.where('p.promocion', '=', true);
  if (f.destacado) out = out.where('p.destacado', '=', true);
  if (f.descuentoMin !== undefined) out = out.where('p.descuento', '>=', f.descuentoMin);
  if (f.excluir !== undefined) out = out.where('p.codigo', '<>', f.excluir);
  if (f.oncologico) out = out.where('p.oncologico', '=', true);
  if (f.promo) {
    const promo = f.promo;
    out = out.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('quantity_promotions as qp')
          .select('qp.producto_codigo')
          .whereRef('qp.producto_codigo', '=', 'p.codigo')
          .where('qp.promocion', '=', promo),
      ),
    );
  }
  if (f.favoritosDe !== undefined) {
    const customer = f.favoritosDe;
    out = out.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('favourites as f')
          .select('f.producto_codigo')
          .whereRef('f.producto_codigo', '=', 'p.codigo')
          .where('f.customer_codigo', '=', customer),
      ),
    );
  }
  if (f.conStock) {
    out = out.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('stock as s')
          .select('s.producto_codigo')
          .whereRef('s.producto_codigo', '=', 'p.codigo')
          .where('s.existencia', '>', 0),
      ),
    );
  }
  return out;
}

function applySort(q: Q, sort: ProductSort): Q {
  switch (sort) {
    case 'promocion':
      return q.orderBy('p.promocion', 'desc').orderBy('p.descuento', 'desc').orderBy('p.popularidad', 'desc').orderBy('p.codigo');
    case 'nuevo':
      return q.orderBy('p.nuevo', 'desc').orderBy('p.created_at', 'desc').orderBy('p.codigo', 'desc');
    case 'menor_precio':
      return q.orderBy(unitPriceSql, 'asc').orderBy('p.codigo');
    case 'mayor_precio':
      return q.orderBy(unitPriceSql, 'desc').orderBy('p.codigo');
    case 'descuento':
      return q.orderBy('p.descuento', 'desc').orderBy('p.popularidad', 'desc').orderBy('p.codigo');
    case 'popular':
      return q.orderBy('p.popularidad', 'desc').orderBy('p.codigo');
    default:
      return q.orderBy('p.destacado', 'desc').orderBy('p.popularidad', 'desc').orderBy('p.codigo');
  }
}

export interface ProductRow {
  codigo: number;
  descripcion: string;
  slug: string;
  descripcion_larga: string | null;
  codigo_barra: string | null;
  precio: number;
  iva: number;
  marca_codigo: number | null;
  marca_descripcion: string | null;
  marca_slug: string | null;
  fabricante: string | null;
  categoria_codigo: number;
  categoria_descripcion: string;
  categoria_slug: string;
  codigo_control: number;
  es_refrigerado: boolean;
  oncologico: boolean;
  foto: string | null;
  galeria: { nombre: string }[] | string;
  atributos: { nombre: string; valor: string }[] | string;
  nuevo: boolean;
  descontinuado: boolean;
  promocion: boolean;
  descuento: number;
  principio_activo: string | null;
  presentacion: string | null;
  contenido: string | null;
  tope_linea: number | null;
  existencias: number;
  qp_promocion: string | null;
  qp_step: number | null;
  qp_porcentaje: number | null;
  qp_mensaje: string | null;
  rating_promedio: number | null;
  rating_cantidad: number;
}

/** A product's payment-method discount as the table holds it. */
export type PaymentDiscountRow = Selectable<ProductPaymentDiscountsTable>;

export class ProductRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(): Q {
    return this.db.selectFrom('products as p');
  }

  /** The codes of one page of a list, in list order. */
  pageQuery(filter: ProductFilter, sort: ProductSort, limit: number, offset: number) {
    return applySort(applyFilter(this.base(), filter), sort).select('p.codigo').limit(limit).offset(offset);
  }

  async pageCodes(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<number[]> {
    const rows = await this.pageQuery(filter, sort, limit, offset).execute();
    return rows.map((r) => r.codigo);
  }

  /**
   * Codes of one page and the size of the whole list, side by side: the page can stop early on an index in
   * sort order, the count can use an index-only scan; a window count would defeat both.
   */
  async page(filter: ProductFilter, sort: ProductSort, limit: number, offset: number) {
    const [codes, total] = await Promise.all([this.pageCodes(filter, sort, limit, offset), this.count(filter)]);
    return { codes, total };
  }

  async count(filter: ProductFilter): Promise<number> {
    const row = await applyFilter(this.base(), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Full rows of the given products (any order; callers re-order). */
  async findByCodes(codes: number[]): Promise<ProductRow[]> {
    if (!codes.length) return [];
    const rows = await this.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.codigo', 'p.categoria_codigo')
      .leftJoin('brands as b', 'b.codigo', 'p.marca_codigo')
      .leftJoin('quantity_promotions as qp', 'qp.producto_codigo', 'p.codigo')
      .where('p.codigo', 'in', codes)
      .select([
        'p.codigo', 'p.descripcion', 'p.slug', 'p.descripcion_larga', 'p.codigo_barra', 'p.precio', 'p.iva',
        'p.marca_codigo', 'b.descripcion as marca_descripcion', 'b.slug as marca_slug', 'p.fabricante',
        'p.categoria_codigo', 'c.descripcion as categoria_descripcion', 'c.slug as categoria_slug',
        'p.codigo_control', 'p.es_refrigerado', 'p.oncologico', 'p.foto', 'p.galeria', 'p.atributos', 'p.nuevo',
        'p.descontinuado', 'p.promocion', 'p.descuento', 'p.principio_activo', 'p.presentacion', 'p.contenido',
        'p.tope_linea', 'qp.promocion as qp_promocion', 'qp.step as qp_step', 'qp.porcentaje as qp_porcentaje',
        'qp.mensaje as qp_mensaje',
      ])
      .select([
        sql<number>`(select coalesce(sum(s.existencia), 0)::int from stock s where s.producto_codigo = p.codigo)`.as('existencias'),
        sql<number | null>`(select avg(r.puntaje)::float8 from ratings r where r.producto_codigo = p.codigo)`.as('rating_promedio'),
        sql<number>`(select count(*)::int from ratings r where r.producto_codigo = p.codigo)`.as('rating_cantidad'),
      ])
      .execute();
    return rows;
  }

  async paymentDiscounts(codes: number[], includeTest: boolean): Promise<PaymentDiscountRow[]> {
    if (!codes.length) return [];
    let q = this.db.selectFrom('product_payment_discounts').selectAll().where('producto_codigo', 'in', codes);
    if (!includeTest) q = q.where('test', '=', false);
    return q.orderBy('porcentaje', 'desc').orderBy('id').execute();
  }

  async exists(codigo: number): Promise<boolean> {
    const row = await this.db.selectFrom('products').select('codigo').where('codigo', '=', codigo).executeTakeFirst();
    return Boolean(row);
  }

  async brand(codigo: number) {
    return this.db.selectFrom('brands').select(['codigo', 'descripcion', 'slug']).where('codigo', '=', codigo).executeTakeFirst();
  }

  async fabricanteName(name: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('products')
      .select('fabricante')
      .where(sql<SqlBool>`lower(fabricante) = lower(${name})`)
      .limit(1)
      .executeTakeFirst();
    return row?.fabricante ?? undefined;
  }

  /** Categories of a customer's favourite products, most favoured first. */
  async favouriteCategories(customer: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('favourites as f')
      .innerJoin('products as p', 'p.codigo', 'f.producto_codigo')
      .select(['p.categoria_codigo', (eb) => eb.fn.countAll<number>().as('n')])
      .where('f.customer_codigo', '=', customer)
      .groupBy('p.categoria_codigo')
      .orderBy('n', 'desc')
      .limit(10)
      .execute();
    return rows.map((r) => r.categoria_codigo);
  }
}
