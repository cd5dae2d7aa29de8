import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CaptchaChallengeSchema, CaptchaConfigSchema, ContactSchema, FormOkResponseSchema, IMAGE_TYPES, JobApplicationSchema, LatLngSchema, RentalFieldsSchema, TriviaSchema, UPLOAD_LIMITS, UtmParamsSchema, UtmResponseSchema } from '@botica/shared-contracts/content/forms';
import * as v from 'valibot';
import { captchaService } from './captcha.service.js';
import { formErrors } from './forms.errors.js';
import { formsService } from './forms.service.js';
import { parseFields, readMultipart } from './multipart.js';
import { uploadStore } from './upload-store.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['formularios'];
/** Forms are sent by people: a few per minute per address is plenty, and keeps the outbox from being flooded. */
const limited = { rateLimit: { max: 10, timeWindow: 60_000 } };
const FileParamsSchema = v.object({ nombre: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.[a-z]{3,4}$/, 'No se encontró el archivo.')) });

/** Contact, job application, premises for rent, trivia, the captcha, uploaded files and the utm_id lookup. */
export default async function formsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  await app.register(multipart, { throwFileSizeLimit: true });
  const captcha = captchaService({
    hmacKey: app.config.SESSION_SECRET,
    recaptchaSiteKey: app.config.RECAPTCHA_SITE_KEY,
    recaptchaSecret: app.config.RECAPTCHA_SECRET,
  });
  const forms = formsService({ db: app.db, target: app, outbox: app.outbox, uploads: uploadStore(app.config.UPLOADS_DIR), captcha, publicUrl: app.config.PUBLIC_URL });

  app.post(
    '/contacto',
    { config: limited, schema: { tags, summary: 'Formulario de contacto (queda guardado y llega al personal)', body: ContactSchema, response: { 200: FormOkResponseSchema } } },
    async (req) => forms.contact(req.body),
  );

  app.post('/trabaja-con-nosotros', { config: limited, schema: { tags, summary: 'Postulación con CV (multipart: fullname, email, phone, text, file)' } }, async (req) => {
    const { fields, files } = await readMultipart(req, 1);
    return forms.job(parseFields(JobApplicationSchema, fields), files);
  });

  app.get('/captcha/configuracion', { schema: { tags, summary: 'Qué captcha usa el formulario de alquiler', response: { 200: CaptchaConfigSchema } } }, async () =>
    captcha.config(),
  );
  app.get('/captcha/desafio', { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags, summary: 'Desafío ALTCHA (prueba de trabajo)', response: { 200: CaptchaChallengeSchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return captcha.challenge();
  });

  app.post('/alquiler/upload', { config: limited, schema: { tags, summary: 'Local ofrecido en alquiler (multipart: campos, lat, lng, recaptcha, imágenes phone[i])' } }, async (req) => {
    const { fields, files } = await readMultipart(req, UPLOAD_LIMITS.maxRentalImages);
    const input = parseFields(RentalFieldsSchema, fields);
    const where = parseFields(LatLngSchema, { lat: fields.lat ?? '', lng: fields.lng ?? '' });
    if (files.some((f) => !f.mime || !(IMAGE_TYPES as readonly string[]).includes(f.mime))) throw formErrors.imageType();
    return forms.rental(input, where, fields.recaptcha ?? '', files, req.ip);
  });

  app.post('/promo-amistad', { config: limited, schema: { tags, summary: 'Trivia de promoción (multipart: campos y file)' } }, async (req) => {
    const { fields, files } = await readMultipart(req, 1);
    return forms.trivia(parseFields(TriviaSchema, fields), files);
  });

  app.get(
    '/formularios/archivos/:nombre',
    { schema: { tags, summary: 'Un archivo recibido por un formulario (enlace del correo al personal)', params: FileParamsSchema } },
    async (req, reply) => {
      const file = await forms.file(req.params.nombre);
      const image = file.mime.startsWith('image/');
      reply
        .header('Content-Type', file.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', `${image ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.nombre_original)}"`);
      return reply.send(file.buf);
    },
  );

  app.get(
    '/utm/:utmId',
    { schema: { tags: ['promociones'], summary: 'Destino de una mega promo por utm_id', params: UtmParamsSchema, response: { 200: UtmResponseSchema } } },
    async (req) => {
      const target = await forms.utm(req.params.utmId);
      return { ok: target !== null, results: target ? { AN_REDIRECCIONAR: target } : null };
    },
  );
}
