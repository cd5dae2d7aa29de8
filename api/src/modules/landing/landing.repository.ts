import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The only SQL of the landing worlds. */
export function landingRepository(db: Kysely<Database>) {
  return {
    findLanding(slug: string) {
      return db.selectFrom('landings').selectAll().where('slug', '=', slug).where('activo', '=', true).executeTakeFirst();
    },
    sections(slug: string) {
      return db.selectFrom('landing_sections').selectAll().where('landing', '=', slug).orderBy('orden').orderBy('codigo').execute();
    },
    findSection(codigo: number) {
      return db.selectFrom('landing_sections').selectAll().where('codigo', '=', codigo).executeTakeFirst();
    },
    slides(slug: string) {
      return db.selectFrom('landing_slides').selectAll().where('landing', '=', slug).orderBy('orden').orderBy('id').execute();
    },
  };
}
