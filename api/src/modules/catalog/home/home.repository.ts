import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

export class HomeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active banners of the positions whose date range includes now, by `orden`. */
  activeBanners(posiciones: string[]) {
    return this.db
      .selectFrom('banners')
      .select(['codigo', 'posicion', 'orden', 'imagen', 'imagen_web', 'url', 'descripcion', 'fecha_fin'])
      .where('posicion', 'in', posiciones)
      .where('activo', '=', true)
      .where((eb) => eb.or([eb('fecha_inicio', 'is', null), eb('fecha_inicio', '<=', sql<Date>`now()`)]))
      .where((eb) => eb.or([eb('fecha_fin', 'is', null), eb('fecha_fin', '>', sql<Date>`now()`)]))
      .orderBy('orden')
      .orderBy('codigo')
      .execute();
  }

  featuredBrands() {
    return this.db
      .selectFrom('brands')
      .select(['codigo', 'descripcion', 'slug', 'imagen'])
      .where('destacada', '=', true)
      .orderBy('descripcion')
      .execute();
  }

  parameters() {
    return this.db.selectFrom('parameters').select(['nombre', 'valor']).orderBy('nombre').execute();
  }

  parameter(nombre: string) {
    return this.db.selectFrom('parameters').select('valor').where('nombre', '=', nombre).executeTakeFirst();
  }

  /** True when the e-mail was new. */
  async subscribe(email: string): Promise<boolean> {
    const row = await this.db
      .insertInto('newsletter_subscriptions')
      .values({ email })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  }
}
