import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The only SQL of covers. */
export function coversRepository(db: Kysely<Database>) {
  return {
    /** The newest active cover whose date range (when set) includes now. */
    findActive() {
      return db
        .selectFrom('covers')
        .select(['slug', 'nombre'])
        .where('activo', '=', true)
        .where((eb) => eb.or([eb('fecha_inicio', 'is', null), eb('fecha_inicio', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('fecha_fin', 'is', null), eb('fecha_fin', '>=', sql<Date>`now()`)]))
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },
    findBySlug(slug: string) {
      return db.selectFrom('covers').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    imagesOf(slug: string) {
      return db.selectFrom('cover_images').selectAll().where('cover_slug', '=', slug).orderBy('orden').execute();
    },
  };
}
