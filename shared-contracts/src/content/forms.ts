import * as v from 'valibot';

/** Spanish messages of the content forms (spec 002 §5, §8). */
export const FORM_MESSAGES = {
  fullnameRequired: 'Nombre completo es requerido',
  emailRequired: 'Correo es requerido',
  emailFormat: 'Correo debe tener el formato correcto.',
  subjectRequired: 'Asunto es requerido',
  textRequired: 'Mensaje es requerido',
  phoneRequired: 'Celular es requerido',
  phoneFormat: 'Formato incorrecto.',
  cvRequired: 'El currículum es requerido',
  cvType: 'Formato de archivo permitido: PDF, DOC, DOCX, PNG o JPG',
  fileTooBig: 'El archivo es demasiado grande, máximo permitido 5MB',
  required: 'Este campo es requerido',
  rentalEmail: 'Correo inválido.',
  recaptcha: 'Por favor, complete el reCAPTCHA',
  captchaInvalid: 'No pudimos verificar el captcha. Vuelva a intentarlo.',
  atLeastOneImage: 'Tienes que subir por lo menos una imagen',
  tooManyImages: 'Puede subir como máximo 10 imágenes',
  imageType: 'Solo se permiten imágenes png o jpeg',
  location: 'Seleccione la ubicación del local',
  rentalError: 'Error al enviar Formulario',
  rentalOk: 'Formulario enviado correctamente',
  triviaImageRequired: 'Imagen es requerido',
  triviaImageType: 'Formato de imagen permitidas (png, jpg, jpeg)',
  triviaError: 'Error al enviar el Formulario, reintente.',
  triviaOk: 'Formulario enviado correctamente.',
  contactOk: 'Gracias por escribirnos. Te responderemos a la brevedad.',
  jobOk: 'Recibimos tu postulación. ¡Gracias por querer ser parte del equipo!',
  digitsOnly: 'Debe de ser solo numerico. No contenter puntos, comas, etc.',
  phoneDashed: 'El formato correcto es 0991-123456',
} as const;
const M = FORM_MESSAGES;

/** Limits of the uploads (spec 002 §5, §9): images png/jpeg, ≤ 5 MB each, at most 10 on the rental form. */
export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRentalImages: 10 } as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const CV_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
] as const;

/** 09, then 6 to 9, then 7 digits (a hyphen after the fourth digit is accepted). */
export const CONTACT_PHONE = /^09[6-9]\d-?\d{6}$/;

const required = (msg: string, max = 200) => v.pipe(v.string(msg), v.trim(), v.nonEmpty(msg), v.maxLength(max, 'Texto demasiado largo'));
const email = (requiredMsg: string, formatMsg: string) =>
  v.pipe(v.string(requiredMsg), v.trim(), v.nonEmpty(requiredMsg), v.email(formatMsg), v.maxLength(120, formatMsg));
const phone = v.pipe(v.string(M.phoneRequired), v.trim(), v.nonEmpty(M.phoneRequired), v.regex(CONTACT_PHONE, M.phoneFormat));

export const CONTACT_SUBJECTS = ['consulta', 'reclamo'] as const;

/** /contacto (spec 002 §2.8, §5). */
export const ContactSchema = v.object({
  fullname: required(M.fullnameRequired, 120),
  email: email(M.emailRequired, M.emailFormat),
  phone,
  subject: v.picklist(CONTACT_SUBJECTS, M.subjectRequired),
  text: required(M.textRequired, 4000),
});
export type ContactInput = v.InferOutput<typeof ContactSchema>;

/** /trabaja-con-nosotros: the fields beside the CV file. */
export const JobApplicationSchema = v.object({
  fullname: required(M.fullnameRequired, 120),
  email: email(M.emailRequired, M.emailFormat),
  phone,
  text: required(M.textRequired, 4000),
});
export type JobApplicationInput = v.InferOutput<typeof JobApplicationSchema>;

export const RENTAL_SHAPES = { ESQU: 'Esquina', ENTR: 'Entre', CASI: 'Casi' } as const;

/** /buscamos-local-en-alquiler: every field but the images, the location and the captcha. */
export const RentalFieldsSchema = v.object({
  departamento: required(M.required, 80),
  ciudad: required(M.required, 80),
  barrio: required(M.required, 80),
  metro_cuadrados: v.pipe(required(M.required, 12), v.regex(/^\d+([.,]\d+)?$/, 'Ingrese solo números')),
  direccion: required(M.required, 200),
  calle_principal: required(M.required, 120),
  forma: v.picklist(['ESQU', 'ENTR', 'CASI'], M.required),
  lateral_uno: required(M.required, 120),
  lateral_dos: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, 'Texto demasiado largo')), ''),
  nombre_contacto: required(M.required, 120),
  numero: phone,
  email: email(M.required, M.rentalEmail),
  precio_alquiler: v.pipe(required(M.required, 15), v.regex(/^\d+$/, 'Ingrese solo números')),
  observacion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Texto demasiado largo')), ''),
});
export type RentalFields = v.InferOutput<typeof RentalFieldsSchema>;

export const LatLngSchema = v.object({
  lat: v.pipe(v.string(M.location), v.nonEmpty(M.location), v.transform(Number), v.number(M.location), v.minValue(-90, M.location), v.maxValue(90, M.location)),
  lng: v.pipe(v.string(M.location), v.nonEmpty(M.location), v.transform(Number), v.number(M.location), v.minValue(-180, M.location), v.maxValue(180, M.location)),
});

/** The trivia of /promo-dia-del-nino (spec 002 §2.8, §5), beside its image. */
export const TriviaSchema = v.object({
  NOMBRES: required('Nombres es requerido', 120),
  NOMBRES_TUTOR: required('Nombre del tutor es requerido', 120),
  APELLIDO_TUTOR: required('Apellidos es requerido', 120),
  NRO_CEDULA_TUTOR: v.pipe(required('Cédula es requerida', 12), v.regex(/^\d+$/, M.digitsOnly)),
  NRO_CELULAR_TUTOR: v.pipe(required(M.phoneRequired, 12), v.regex(/^09\d{2}-\d{6}$/, M.phoneDashed)),
  EMAIL_TUTOR: email(M.emailRequired, M.emailFormat),
});
export type TriviaInput = v.InferOutput<typeof TriviaSchema>;

/** Which captcha the rental form shows: the self-hosted proof of work, or Google reCAPTCHA with its site key. */
export const CaptchaConfigSchema = v.object({
  proveedor: v.picklist(['altcha', 'recaptcha']),
  siteKey: v.nullable(v.string()),
});
export type CaptchaConfig = v.InferOutput<typeof CaptchaConfigSchema>;

/** An ALTCHA challenge (`GET /captcha/desafio`). */
export const CaptchaChallengeSchema = v.object({
  algorithm: v.string(),
  challenge: v.string(),
  maxnumber: v.optional(v.number()),
  salt: v.string(),
  signature: v.string(),
});
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;

/** What a form submission answers. */
export const FormOkResponseSchema = v.object({ ok: v.literal(true), msg: v.string(), codigo: v.number() });

/** The utm_id lookup of /mega-promos (`GET /utm/{utm_id}`): null results when unknown. */
export const UtmResponseSchema = v.object({
  ok: v.boolean(),
  results: v.nullable(v.object({ AN_REDIRECCIONAR: v.string() })),
});
export const UtmParamsSchema = v.object({
  utmId: v.pipe(v.string(), v.regex(/^[\w-]{1,80}$/, 'El utm_id indicado no es válido.')),
});
