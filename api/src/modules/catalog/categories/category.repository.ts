import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

export interface CategoryRow {
  codigo: number;
  descripcion: string;
  slug: string;
  padre: number | null;
  nivel: number;
  orden: number;
  imagen: string | null;
  color: string | null;
  destacada: boolean;
}

export class CategoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  all(): Promise<CategoryRow[]> {
    return this.db
      .selectFrom('categories')
      .select(['codigo', 'descripcion', 'slug', 'padre', 'nivel', 'orden', 'imagen', 'color', 'destacada'])
      .orderBy('orden')
      .orderBy('descripcion')
      .execute();
  }

  /** Products per category (own products only, not descendants). */
  async productCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['categoria_codigo', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('categoria_codigo')
      .execute();
    return new Map(rows.map((r) => [r.categoria_codigo, Number(r.n)]));
  }

  customMenus() {
    return this.db
      .selectFrom('custom_menus')
      .select(['codigo', 'descripcion', 'slug', 'color', 'imagen', 'tipo', 'valor'])
      .where('activo', '=', true)
      .orderBy('orden')
      .execute();
  }

  customMenu(codigo: number) {
    return this.db
      .selectFrom('custom_menus')
      .select(['codigo', 'descripcion', 'slug', 'tipo', 'valor'])
      .where('codigo', '=', codigo)
      .where('activo', '=', true)
      .executeTakeFirst();
  }

  /** Most frequent values of a product column within the given categories. */
  async topValues(categories: number[], column: 'principio_activo' | 'presentacion' | 'fabricante', limit: number) {
    const rows = await this.db
      .selectFrom('products')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .where('categoria_codigo', 'in', categories)
      .where(column, 'is not', null)
      .where(column, '<>', '')
      .groupBy(column)
      .orderBy('n', 'desc')
      .orderBy(column)
      .limit(limit)
      .execute();
    return rows.map((r) => String((r as Record<string, unknown>)[column]));
  }

  async topBrands(categories: number[], limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.codigo', 'p.marca_codigo')
      .select(['b.descripcion', (eb) => eb.fn.countAll<number>().as('n')])
      .where('p.categoria_codigo', 'in', categories)
      .groupBy('b.descripcion')
      .orderBy('n', 'desc')
      .orderBy('b.descripcion')
      .limit(limit)
      .execute();
    return rows.map((r) => r.descripcion);
  }

  async priceAndControl(categories: number[]) {
    return this.db
      .selectFrom('products as p')
      .select([
        sql<number>`min(p.precio - round(p.precio * p.descuento / 100.0))::int`.as('min'),
        sql<number>`max(p.precio - round(p.precio * p.descuento / 100.0))::int`.as('max'),
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where p.codigo_control > 1)::int`.as('controlados'),
        sql<number>`count(*) filter (where p.es_refrigerado)::int`.as('refrigerados'),
      ])
      .where('p.categoria_codigo', 'in', categories)
      .executeTakeFirstOrThrow();
  }

  /** Attribute names and their most frequent values among the products of the given categories. */
  async attributeValues(categories: number[], limit: number) {
    const rows = await sql<{ nombre: string; valor: string; n: number }>`
      select a.nombre, a.valor, count(*)::int as n
      from products p, jsonb_to_recordset(p.atributos) as a(nombre text, valor text)
      where p.categoria_codigo = any(${sql.val(categories)}::int[]) and a.nombre is not null and a.valor is not null
      group by a.nombre, a.valor
      order by n desc, a.nombre, a.valor
      limit ${limit}`.execute(this.db);
    return rows.rows;
  }
}
