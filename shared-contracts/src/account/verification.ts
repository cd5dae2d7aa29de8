import * as v from 'valibot';

/** Server states of the data verification (spec 001 §4). */
export const VERIFICATION_STATES = {
  mobileInVerification: 'CELULAR_EN_VERIFICACION',
  mobileCodeSent: 'CELULAR_OTP_ENVIADO',
  mobileVerified: 'CELULAR_VERIFICADO',
  emailInVerification: 'CORREO_EN_VERIFICACION',
  emailVerified: 'CORREO_VERIFICADO',
  dataVerified: 'CLIENTE_DATOS_VERIFICADOS',
} as const;
export type VerificationState = (typeof VERIFICATION_STATES)[keyof typeof VERIFICATION_STATES];

/** One-time codes: 4 digits, valid 10 minutes, 5 wrong tries lock the code. */
export const OTP_LENGTH = 4;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** Codes a customer may ask for per channel in an hour. */
export const OTP_SENDS_PER_HOUR = 5;

export const VERIFICATION_MESSAGES = {
  required: 'Campo obligatorio',
  failed: 'Ocurrio un error al intentar verificar!',
  loading: 'Estamos obteniendo los datos...',
  phoneFormat: 'El formato correcto es 0991-123456',
  codeFormat: 'El código tiene 4 dígitos.',
  codeWrong: (left: number) => `El código no es correcto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`,
  codeLocked: 'Superaste los 5 intentos. Pedí un código nuevo.',
  codeExpired: 'El código venció. Pedí un código nuevo.',
  codeMissing: 'Pedí un código para continuar.',
  tooManyCodes: 'Pediste demasiados códigos. Intentá de nuevo en una hora.',
  smsSent: (celular: string) => `Te enviamos un código por SMS al ${celular}.`,
  smsPending: 'Ya te enviamos un código por SMS. Ingresalo para continuar.',
  emailSent: (correo: string) => `Te enviamos un código al correo ${correo}.`,
  documentMismatch: 'El documento no corresponde a tu cuenta.',
  phoneTaken: 'Él número que esta tratando de registrar ya fue agregado por otra cuenta...',
  emailTaken: 'Este usuario ya esta en uso. Favor seleccione otro o ha olvidado su contraseña?',
  mobileFirst: 'Primero verificá tu celular.',
  termsRequired: 'Debe aceptar las bases y condiciones.',
  verified: '¡Gracias! Tus datos fueron verificados.',
  rucInvalid: 'Formato correcto de RUC 1234567-8',
  rucTaken: 'El RUC ya pertenece a otra cuenta.',
} as const;

/** The verification record (spec 001 §3). fechaNacimiento is year-month-day. */
export const VerificationRecordSchema = v.object({
  clienteCodigo: v.number(),
  ci: v.nullable(v.string()),
  ruc: v.nullable(v.string()),
  documentoExtranjero: v.nullable(v.string()),
  celular: v.nullable(v.string()),
  correo: v.string(),
  nombres: v.string(),
  apellidos: v.string(),
  fechaNacimiento: v.nullable(v.string()),
  nacionalidad: v.nullable(v.string()),
  tipo: v.picklist(['F', 'J']),
  nombreCompleto: v.string(),
  verificado: v.boolean(),
  celularVerificado: v.boolean(),
  correoVerificado: v.boolean(),
});
export type VerificationRecord = v.InferOutput<typeof VerificationRecordSchema>;

export const PHONE_INPUT = /^\d{4}-\d{6}$/;

/** `GET /clientes/datos/para-verificacion?documento&celular`. */
export const VerificationQuerySchema = v.object({
  documento: v.pipe(v.string(), v.trim(), v.minLength(1, VERIFICATION_MESSAGES.required), v.maxLength(30)),
  celular: v.pipe(v.string(), v.trim(), v.minLength(1, VERIFICATION_MESSAGES.required), v.regex(PHONE_INPUT, VERIFICATION_MESSAGES.phoneFormat)),
});
export const VerificationCheckResponseSchema = v.object({
  ok: v.boolean(),
  error: v.boolean(),
  mensaje: v.nullable(v.string()),
  cliente: v.nullable(VerificationRecordSchema),
});

const boolish = v.optional(v.union([v.boolean(), v.pipe(v.picklist(['true', 'false', '1', '0', 'S', 'N']), v.transform((s) => s === 'true' || s === '1' || s === 'S'))]), false);

/** `PATCH /clientes/datos/para-verificacion`: the form data with codigoDeVerificacionOtp. */
export const VerificationPatchSchema = v.object({
  tipo: v.optional(v.picklist(['F', 'J']), 'F'),
  celular: v.pipe(v.string(), v.trim(), v.minLength(1, VERIFICATION_MESSAGES.required), v.regex(PHONE_INPUT, VERIFICATION_MESSAGES.phoneFormat)),
  correo: v.pipe(v.string(), v.trim(), v.minLength(1, VERIFICATION_MESSAGES.required), v.email(VERIFICATION_MESSAGES.required), v.maxLength(120)),
  nombres: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  apellidos: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  nombreCompleto: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
  fechaNacimiento: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.isoDate(VERIFICATION_MESSAGES.required))])), null),
  nacionalidad: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40))), null),
  ruc: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(15))), null),
  codigoDeVerificacionOtp: v.optional(
    v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}$/, VERIFICATION_MESSAGES.codeFormat))])),
    null,
  ),
  /** Asks for a new code even if one is still valid. */
  reenviar: boolish,
  /** Terms accepted ('bases'), needed for the final confirmation. */
  bases: boolish,
});
export type VerificationPatch = v.InferInput<typeof VerificationPatchSchema>;
export const VerificationPatchResponseSchema = v.object({
  ok: v.boolean(),
  estado: v.nullable(v.string()),
  cliente: v.nullable(VerificationRecordSchema),
  mensaje: v.nullable(v.string()),
});

/** RUC check on blur: `[]` when valid, `['false', message]` when not. */
export const RucCheckQuerySchema = v.object({ value: v.pipe(v.string(), v.trim(), v.maxLength(20)), kind: v.optional(v.literal('ruc'), 'ruc') });
export const RucCheckResponseSchema = v.object({ ok: v.literal(true), results: v.union([v.strictTuple([v.literal('false'), v.string()]), v.strictTuple([])]) });

/** RUC: digits, a hyphen, one check digit. */
export const RUC_PATTERN_TEXT = /^\d+-\d$/;
