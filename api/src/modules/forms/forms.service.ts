import {
  type ContactInput,
  FORM_MESSAGES as M,
  type JobApplicationInput,
  RENTAL_SHAPES,
  type RentalFields,
  type TriviaInput,
} from '@botica/shared-contracts/content/forms';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Outbox } from '../outbox/outbox.types.js';
import type { CaptchaService } from './captcha.service.js';
import { formErrors } from './forms.errors.js';
import { formsRepository as repo } from './forms.repository.js';
import type { UploadStore } from './upload-store.js';
import { inTransaction, type TransactionTarget } from '../../db/transaction.js';

/** A file of a multipart form, with the type its bytes show. */
export interface IncomingFile {
  field: string;
  filename: string;
  buf: Buffer;
  mime: string | null;
}

const STAFF = { contacto: 'CORREO_CONTACTO', trabajo: 'CORREO_RRHH', alquiler: 'CORREO_EXPANSION', trivia: 'CORREO_PROMOCIONES' } as const;
const FALLBACK_STAFF = 'contacto@botica.test';

const lines = (pairs: [string, string | number | null | undefined][]) =>
  pairs.map(([k, val]) => `${k}: ${val === null || val === undefined || val === '' ? '—' : String(val)}`).join('\n');

/**
 * The content forms: each submission is stored (with its files) and reaches the shop's staff through the outbox,
 * the e-mail address of each form being a shop parameter.
 */
export function formsService(deps: { db: Kysely<Database>; target: TransactionTarget; outbox: Outbox; uploads: UploadStore; captcha: CaptchaService; publicUrl: string }) {
  const { db, outbox, uploads, captcha } = deps;
  const fileUrl = (nombre: string) => `${deps.publicUrl.replace(/\/$/, '')}/api/formularios/archivos/${nombre}`;
  const staff = async (kind: keyof typeof STAFF) =>
    (await repo.parameter(db, STAFF[kind])) ?? (await repo.parameter(db, STAFF.contacto)) ?? FALLBACK_STAFF;

  async function store(file: IncomingFile) {
    const saved = await uploads.save(file.buf, file.mime!, file.filename);
    await repo.saveFile(db, saved);
    return saved;
  }

  return {
    async contact(input: ContactInput) {
      const id = await repo.insertContact(db, { tipo: 'contacto', ...input, archivo: null });
      await outbox.send({
        canal: 'email',
        destino: await staff('contacto'),
        asunto: `Contacto web #${id} (${input.subject}): ${input.fullname}`,
        cuerpo: lines([['Nombre completo', input.fullname], ['Correo', input.email], ['Celular', input.phone], ['Asunto', input.subject], ['Mensaje', input.text]]),
      });
      return { ok: true as const, msg: M.contactOk, codigo: id };
    },

    async job(input: JobApplicationInput, files: IncomingFile[]) {
      const cv = files.find((f) => f.field === 'file');
      if (!cv) throw formErrors.cvRequired();
      if (!cv.mime) throw formErrors.cvType();
      const saved = await store(cv);
      const id = await repo.insertContact(db, { tipo: 'trabajo', ...input, subject: null, archivo: saved.nombre });
      await outbox.send({
        canal: 'email',
        destino: await staff('trabajo'),
        asunto: `Postulación web #${id}: ${input.fullname}`,
        cuerpo: lines([['Nombre completo', input.fullname], ['Correo', input.email], ['Celular', input.phone], ['Mensaje', input.text], ['CV', saved.nombre_original]]),
        enlace: fileUrl(saved.nombre),
      });
      return { ok: true as const, msg: M.jobOk, codigo: id };
    },

    async rental(input: RentalFields, where: { lat: number; lng: number }, token: string, images: IncomingFile[], ip?: string) {
      if (!images.length) throw formErrors.noImage();
      if (!token) throw formErrors.captchaMissing();
      if (!(await captcha.verify(token, ip)) || (await repo.captchaUsed(db, token))) throw formErrors.captchaInvalid();
      const saved: Awaited<ReturnType<typeof store>>[] = [];
      for (const image of images) saved.push(await store(image));
      const id = await inTransaction(deps.target, (trx) =>
        repo.insertRental(trx, { ...input }, input.email, where.lat, where.lng, token, saved.map((s) => s.nombre)),
      );
      await outbox.send({
        canal: 'email',
        destino: await staff('alquiler'),
        asunto: `Local ofrecido en alquiler #${id}: ${input.ciudad}, ${input.barrio}`,
        cuerpo: [
          lines([
            ['Departamento', input.departamento], ['Ciudad', input.ciudad], ['Barrio', input.barrio],
            ['Metros cuadrados', input.metro_cuadrados], ['Dirección', input.direccion], ['Calle principal', input.calle_principal],
            ['Forma', RENTAL_SHAPES[input.forma]], ['Lateral uno', input.lateral_uno], ['Lateral dos', input.lateral_dos],
            ['Contacto', input.nombre_contacto], ['Número', input.numero], ['Correo', input.email],
            ['Precio del alquiler (Gs.)', input.precio_alquiler], ['Observación', input.observacion],
            ['Ubicación', `${where.lat.toFixed(6)}, ${where.lng.toFixed(6)}`],
          ]),
          `Imágenes (${saved.length}):`,
          ...saved.map((s) => `- ${s.nombre_original}: ${fileUrl(s.nombre)}`),
        ].join('\n'),
        enlace: `https://www.openstreetmap.org/?mlat=${where.lat}&mlon=${where.lng}#map=18/${where.lat}/${where.lng}`,
      });
      return { ok: true as const, msg: M.rentalOk, codigo: id };
    },

    async trivia(input: TriviaInput, files: IncomingFile[]) {
      const image = files.find((f) => f.field === 'file');
      if (!image) throw formErrors.triviaImageRequired();
      if (image.mime !== 'image/png' && image.mime !== 'image/jpeg') throw formErrors.triviaImageType();
      const saved = await store(image);
      const id = await repo.insertTrivia(db, { ...input }, input.EMAIL_TUTOR, saved.nombre);
      await outbox.send({
        canal: 'email',
        destino: await staff('trivia'),
        asunto: `Trivia Día del Niño #${id}: ${input.NOMBRES}`,
        cuerpo: lines(Object.entries(input)),
        enlace: fileUrl(saved.nombre),
      });
      return { ok: true as const, msg: M.triviaOk, codigo: id };
    },

    async file(nombre: string) {
      const row = await repo.findFile(db, nombre);
      if (!row) throw formErrors.fileNotFound();
      return { ...row, buf: await uploads.read(nombre) };
    },

    /** The redirect target of a mega-promo utm_id, or null. */
    async utm(utmId: string) {
      return (await repo.utm(db, utmId))?.redireccion ?? null;
    },
  };
}
export type FormsService = ReturnType<typeof formsService>;
