import * as v from 'valibot';

/** Spanish messages of the account area (spec 001 §5, §8), verbatim. */
export const ACCOUNT_MESSAGES = {
  nombresRequired: 'Nombres es requerido.',
  apellidosRequired: 'Apellidos es requerido',
  ciRequired: 'Cedula de Identidad requerida',
  ciNumeric: 'Debe de ser solo numerico. No contenter puntos, comas, etc.',
  rucFormat: 'Formato correcto de RUC 1234567-8',
  phoneFormat: 'El formato correcto es 0991-123456',
  phoneRequired: 'Celular es requerido',
  telephoneFormat: 'Favor verifique el formato',
  telephoneHint: 'Ej. 021-556688 o 0228-556688',
  emailInvalid: 'Correo electrónico no válido.',
  updated: 'Tus datos han sido actualizado!',
  settingsSaved: 'Cambios guardados correctamente',
  generic: 'Ops... Vaya algo no salio bien!',
  pictureSaved: 'Imagen de perfil actualizado correctamente.',
  pictureFailed: 'Error al actualizar imagen de perfil.',
  accountDeleted: 'Tu cuenta ha sido eliminado!',
  verificationEmailFailed: 'Ops... Ocurrio un error',
} as const;

/** The phone-deletion question (spec 002 §5 'Desea en realidad eliminar su numero de Telefono ...?'): the number fills the dots. */
export const phoneDeleteQuestion = (numero: string) => `Desea en realidad eliminar su numero de Telefono ${numero}?`;

export const PHONE_PATTERN = /^09[6-9]\d-\d{6}$/;
export const TELEPHONE_PATTERN = /^\d{3,4}-\d{6}$/;
export const RUC_PATTERN = /^\d+-\d$/;

const trimmed = v.pipe(v.string(), v.trim());
/** An optional text: empty becomes null. */
const optional = <S extends v.GenericSchema<string, string>>(inner: S) =>
  v.optional(
    v.nullable(
      v.pipe(
        trimmed,
        v.transform((s) => (s === '' ? null : s)),
        v.nullable(inner),
      ),
    ),
    null,
  );

const phone = v.pipe(v.string(), v.regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneFormat));

/**
 * `PUT /clientes/actualizar` ('Actualizar mi cuenta', spec 001 §5): the same schema validates the form and the
 * API input. A company (tipo empresa) sends its business name as `nombres` and no surnames or CI.
 */
export const AccountUpdatePayloadSchema = v.object({
  nombres: v.pipe(trimmed, v.minLength(1, ACCOUNT_MESSAGES.nombresRequired), v.maxLength(80)),
  apellidos: v.optional(v.pipe(trimmed, v.maxLength(80)), ''),
  ci: optional(v.pipe(v.string(), v.regex(/^\d+$/, ACCOUNT_MESSAGES.ciNumeric), v.maxLength(15))),
  ruc: optional(v.pipe(v.string(), v.regex(RUC_PATTERN, ACCOUNT_MESSAGES.rucFormat), v.maxLength(15))),
  documentoExtranjero: optional(v.pipe(v.string(), v.maxLength(30))),
  estadoCivil: v.optional(v.nullable(v.picklist(['S', 'C', 'D', 'V'])), null),
  sexo: v.optional(v.nullable(v.picklist(['M', 'F'])), null),
  celular1: v.pipe(trimmed, v.minLength(1, ACCOUNT_MESSAGES.phoneRequired), v.regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneFormat)),
  celular2: optional(phone),
  telefonoFijo: optional(v.pipe(v.string(), v.regex(TELEPHONE_PATTERN, ACCOUNT_MESSAGES.telephoneFormat))),
  email: v.pipe(trimmed, v.email(ACCOUNT_MESSAGES.emailInvalid), v.maxLength(120)),
});
export type AccountUpdatePayload = v.InferInput<typeof AccountUpdatePayloadSchema>;

/** The rules a person's form adds (names, surnames and CI required). */
export const PersonUpdatePayloadSchema = v.pipe(
  AccountUpdatePayloadSchema,
  v.forward(
    v.check((p) => p.apellidos.length > 0, ACCOUNT_MESSAGES.apellidosRequired),
    ['apellidos'],
  ),
  v.forward(
    v.check((p) => p.ci !== null, ACCOUNT_MESSAGES.ciRequired),
    ['ci'],
  ),
);

/** `POST /clientes/actualizar-configuracion` (multipart or JSON): the notification setting. */
export const SettingsPayloadSchema = v.object({
  cnotiEstadoAux: v.picklist(['A', 'D'], 'Estado no válido.'),
  cnotiMetodoAux: v.picklist(['EMAIL', 'SMS', 'email', 'sms'], 'Método no válido.'),
});

/** `PUT /clientes/delete`: the account to delete (it must be the session's). */
export const AccountDeletePayloadSchema = v.object({ codigo: v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer('Código no válido.')) });

/** `GET /clientes/pedidos?month&year`. */
export const OrdersQuerySchema = v.object({
  month: v.pipe(v.string(), v.transform(Number), v.integer('Mes no válido.'), v.minValue(1, 'Mes no válido.'), v.maxValue(12, 'Mes no válido.')),
  year: v.pipe(v.string(), v.transform(Number), v.integer('Año no válido.'), v.minValue(2000, 'Año no válido.'), v.maxValue(2100, 'Año no válido.')),
});
export const OrderIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'El código del pedido debe ser numérico.'), v.transform(Number)),
});

/** Phone deletion (spec 002 §8): the only number left cannot go (error number 2292). */
export const PHONE_DELETE_MESSAGES = {
  lastNumber: '¡Lo sentimos, no podemos eliminar el número si antes que registre un número de teléfono válido, por favor agregue y vuelva a intentar!',
  deleted: 'Tu telefono a sido eliminado!',
} as const;
export const PHONE_LAST_NUMBER_ERROR = 2292;

/** `POST /clientes/datos/para-verificacion/eliminar-numero` (form data personaCodigo, numero). */
export const PhoneDeletePayloadSchema = v.object({
  personaCodigo: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer('Código no válido.')),
  numero: v.pipe(v.string('Número no válido.'), v.trim(), v.minLength(1, 'Número no válido.'), v.maxLength(20)),
});
export const PhoneDeleteResponseSchema = v.object({ ok: v.boolean(), errorNum: v.nullable(v.number()), message: v.string() });

/** Password change from the account: the link goes to the session customer's own e-mail (description 'email'). */
export const PasswordChangeRequestSchema = v.object({
  description: v.literal('email', 'Descripción no válida.'),
  value: v.pipe(v.string(), v.trim(), v.email(ACCOUNT_MESSAGES.emailInvalid)),
});
export const PASSWORD_MAIL_SENT = 'Un correo ha sido enviado a tu cuenta. Por favor darle click al link.';
