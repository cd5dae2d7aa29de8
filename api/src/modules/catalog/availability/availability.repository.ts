import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { BranchSchedule } from '../../geo/geo.table.js';

export interface BranchRow {
  codigo: number;
  numero: number;
  descripcion: string;
  direccion: string;
  telefono: string | null;
  latitud: number;
  longitud: number;
  horarios: BranchSchedule[] | string;
  ciudad_codigo: number;
  departamento_codigo: number;
  ciudad: string | null;
  departamento: string | null;
  entrega_programada: boolean;
  existencia: number;
}

export class AvailabilityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async productExists(codigo: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('products').select('codigo').where('codigo', '=', codigo).executeTakeFirst());
  }

  async branchExists(codigo: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('branches').select('codigo').where('codigo', '=', codigo).executeTakeFirst());
  }

  async stockAt(producto: number, sucursal: number): Promise<number> {
    const row = await this.db
      .selectFrom('stock')
      .select('existencia')
      .where('producto_codigo', '=', producto)
      .where('sucursal_codigo', '=', sucursal)
      .executeTakeFirst();
    return row?.existencia ?? 0;
  }

  async totalStock(producto: number): Promise<number> {
    const row = await this.db
      .selectFrom('stock')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('existencia'), eb.lit(0)).as('n'))
      .where('producto_codigo', '=', producto)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** An address only when it belongs to the customer. */
  customerAddress(customer: number, codigo: number) {
    return this.db
      .selectFrom('addresses')
      .select(['codigo', 'latitud', 'longitud', 'sucursal_codigo'])
      .where('codigo', '=', codigo)
      .where('customer_codigo', '=', customer)
      .executeTakeFirst();
  }

  branchPoints() {
    return this.db.selectFrom('branches').select(['codigo', 'latitud', 'longitud', 'delivery']).execute();
  }

  /** Branches holding stock of the product, with their city and department names. */
  async branchesWithStock(producto: number): Promise<BranchRow[]> {
    const rows = await this.db
      .selectFrom('stock as s')
      .innerJoin('branches as b', 'b.codigo', 's.sucursal_codigo')
      .leftJoin('locations as lc', 'lc.codigo', 'b.ciudad_codigo')
      .leftJoin('locations as ld', 'ld.codigo', 'b.departamento_codigo')
      .select([
        'b.codigo', 'b.numero', 'b.descripcion', 'b.direccion', 'b.telefono', 'b.latitud', 'b.longitud', 'b.horarios',
        'b.ciudad_codigo', 'b.departamento_codigo', 'lc.descripcion as ciudad', 'ld.descripcion as departamento',
        'b.entrega_programada', 's.existencia',
      ])
      .where('s.producto_codigo', '=', producto)
      .where('s.existencia', '>', 0)
      .execute();
    return rows;
  }
}
