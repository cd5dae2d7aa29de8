import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StoredFile } from './upload-store.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The only SQL of the forms. */
export const formsRepository = {
  async saveFile(db: Db, file: StoredFile) {
    await db.insertInto('uploaded_files').values(file).execute();
  },
  findFile(db: Db, nombre: string) {
    return db.selectFrom('uploaded_files').selectAll().where('nombre', '=', nombre).executeTakeFirst();
  },
  async insertContact(db: Db, row: {
    tipo: 'contacto' | 'trabajo'; fullname: string; email: string; phone: string; subject: string | null; text: string; archivo: string | null;
  }) {
    const { id } = await db.insertInto('contact_messages').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },
  async insertRental(db: Db, datos: Record<string, string>, email: string, lat: number, lng: number, captcha: string, archivos: string[]) {
    const { id } = await db
      .insertInto('rental_offers')
      .values({ datos: JSON.stringify(datos), email, lat, lng, captcha })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('rental_offer_images').values(archivos.map((archivo, i) => ({ offer_id: id, archivo, orden: i + 1 }))).execute();
    return id;
  },
  async captchaUsed(db: Db, captcha: string) {
    return (await db.selectFrom('rental_offers').select('id').where('captcha', '=', captcha).executeTakeFirst()) !== undefined;
  },
  async insertTrivia(db: Db, datos: Record<string, string>, email: string, archivo: string) {
    const { id } = await db.insertInto('trivia_entries').values({ datos: JSON.stringify(datos), email, archivo }).returning('id').executeTakeFirstOrThrow();
    return id;
  },
  async parameter(db: Db, nombre: string) {
    return (await db.selectFrom('parameters').select('valor').where('nombre', '=', nombre).executeTakeFirst())?.valor ?? null;
  },
  utm(db: Db, utmId: string) {
    return db.selectFrom('utm_redirects').select('redireccion').where('utm_id', '=', utmId).where('activo', '=', true).executeTakeFirst();
  },
};
