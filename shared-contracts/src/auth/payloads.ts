import * as v from 'valibot';

/** Messages of the access forms (spec 002 §5, spec 001 §5), verbatim. */
export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Correo es requerido',
  emailFormat: 'Correo debe tener el formato correcto.',
  passwordRequired: 'Contraseña es requerida',
  passwordLength: 'Debe ser minimo 8 caracteres, una letra mayúscula, una minúscula y un número.',
  passwordRule: 'No cumple con los requerimientos de seguridad.',
  passwordMismatch: 'La contraseña no coinciden.',
  firstNameRequired: 'Nombres es requerido',
  lastNameRequired: 'Apellidos es requerido',
  phoneRequired: 'Celular es requerido',
  phoneFormat: 'El formato correcto es 0991-123456',
  documentTypes: 'Los tipos permitidos son Cédula de identidad, RUC y documento extranjero',
  documentRequired: 'Documento es requerido',
  documentDigits: 'Debe de ser solo numerico. No contenter puntos, comas, etc.',
  rucFormat: 'Formato correcto de RUC 1234567-8',
  nationalityRequired: 'Nacionalidad es requerida',
  companyNameRequired: 'Razón social es requerida',
  managersRequired: 'Agregue al menos un encargado',
  idNumberRequired: 'Nro. de cédula es requerido',
  // New password (spec 001 §5)
  newPasswordRequired: 'Constraseña es requerido',
  newPasswordLength: 'Debe ser minimo 8 caracteres.',
  newPasswordFormat: 'Formato incorrecto.',
  newPasswordMismatch: 'La contraseña no coinciden',
} as const;
const M = AUTH_FORM_MESSAGES;

export const PASSWORD_MIN_LENGTH = 8;
/** An uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
/** 09[6-9]x-xxxxxx (the input mask ####-######); the hyphen may be left out. */
export const PHONE_PATTERN = /^09[6-9]\d-?\d{6}$/;
export const RUC_PATTERN = /^\d{1,12}-\d$/;
export const DIGITS_PATTERN = /^\d+$/;
export const DOCUMENT_TYPES = ['ci', 'ruc', 'doc_extranjero'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const trimmed = v.pipe(v.string(), v.trim());
const requiredText = (msg: string, max = 120) => v.pipe(v.string(msg), v.trim(), v.nonEmpty(msg), v.maxLength(max, msg));
export const EmailSchema = v.pipe(v.string(M.emailRequired), v.trim(), v.nonEmpty(M.emailRequired), v.email(M.emailFormat), v.maxLength(120, M.emailFormat));
export const PhoneSchema = v.pipe(v.string(M.phoneRequired), v.trim(), v.nonEmpty(M.phoneRequired), v.regex(PHONE_PATTERN, M.phoneFormat));
export const PasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, M.passwordLength),
  v.maxLength(128, M.passwordRule),
  v.regex(PASSWORD_PATTERN, M.passwordRule),
);
const socialId = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))));

/** The document rule of spec 002 §5, by type. */
export function documentError(documentType: string, document: string): string | undefined {
  const value = document.trim();
  if (!value) return M.documentRequired;
  if (documentType === 'ruc') return RUC_PATTERN.test(value) ? undefined : M.rucFormat;
  if (documentType === 'doc_extranjero') return value.length <= 30 ? undefined : M.documentRequired;
  return DIGITS_PATTERN.test(value) && value.length <= 15 ? undefined : M.documentDigits;
}

// ---- Login -------------------------------------------------------------------------------------

/** Login form (spec 002 §5): email and password. */
export const LoginFormSchema = v.object({
  email: EmailSchema,
  password: v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired)),
});
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

/** `POST /customers/login`: mail + password, or mail + a Google/Facebook id with an empty password. */
export const LoginPayloadSchema = v.pipe(
  v.object({
    mail: EmailSchema,
    password: v.optional(v.pipe(v.string(M.passwordRequired), v.maxLength(128, M.passwordRequired)), ''),
    google: socialId,
    facebook: socialId,
  }),
  v.forward(
    v.check((p) => p.password !== '' || Boolean(p.google || p.facebook), M.passwordRequired),
    ['password'],
  ),
);
export type LoginPayload = v.InferInput<typeof LoginPayloadSchema>;
export const LoginResponseSchema = v.object({ token: v.string(), result: v.object({ clieCodigo: v.number() }) });

// ---- Registration ------------------------------------------------------------------------------

const personaEntries = {
  documentType: v.picklist(DOCUMENT_TYPES, M.documentTypes),
  document: v.pipe(v.string(M.documentRequired), v.trim(), v.nonEmpty(M.documentRequired)),
  nacionalidad: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  firstName: requiredText(M.firstNameRequired),
  lastName: requiredText(M.lastNameRequired),
  email: EmailSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
  passwordConfirmation: v.string(M.passwordMismatch),
};

const documentOk = (p: { documentType: string; document: string }) => !documentError(p.documentType, p.document);
const nationalityOk = (p: { documentType: string; nacionalidad?: string | number | null }) =>
  p.documentType !== 'doc_extranjero' || (p.nacionalidad !== undefined && p.nacionalidad !== null && String(p.nacionalidad).trim() !== '');
const confirmationOk = (p: { password: string; passwordConfirmation: string }) => p.password === p.passwordConfirmation;
/** The message of the document rule for the chosen type. */
const documentMessage = (issue: { input: unknown }) => {
  const p = issue.input as { documentType: string; document: string };
  return documentError(p.documentType, p.document) ?? M.documentRequired;
};

/** The Persona tab of /signup (and /social-register). */
export const PersonaFormSchema = v.pipe(
  v.object(personaEntries),
  v.forward(v.partialCheck([['documentType'], ['document']], documentOk, documentMessage), ['document']),
  v.forward(v.partialCheck([['documentType'], ['nacionalidad']], nationalityOk, M.nationalityRequired), ['nacionalidad']),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], confirmationOk, M.passwordMismatch), ['passwordConfirmation']),
);
export type PersonaForm = v.InferInput<typeof PersonaFormSchema>;

export const ManagerSchema = v.object({
  nombres: requiredText(M.firstNameRequired),
  apellidos: requiredText(M.lastNameRequired),
  nro_cedula: v.pipe(v.string(M.idNumberRequired), v.trim(), v.nonEmpty(M.idNumberRequired), v.regex(DIGITS_PATTERN, M.documentDigits)),
  celular_empresa: PhoneSchema,
});
const companyEntries = {
  razon_social: requiredText(M.companyNameRequired, 200),
  ruc_empresa: v.pipe(v.string(M.rucFormat), v.trim(), v.nonEmpty(M.rucFormat), v.regex(RUC_PATTERN, M.rucFormat)),
  correo_electronico: EmailSchema,
  celular_telefono: PhoneSchema,
  password_empresa: PasswordSchema,
  passwordConfirmation_empresa: v.string(M.passwordMismatch),
  items: v.pipe(v.array(ManagerSchema, M.managersRequired), v.minLength(1, M.managersRequired), v.maxLength(10, M.managersRequired)),
};
const companyConfirmationOk = (p: { password_empresa: string; passwordConfirmation_empresa: string }) =>
  p.password_empresa === p.passwordConfirmation_empresa;

/** The Empresa tab of /signup. */
export const CompanyFormSchema = v.pipe(v.object(companyEntries), v.forward(
    v.partialCheck([['password_empresa'], ['passwordConfirmation_empresa']], companyConfirmationOk, M.passwordMismatch),
    ['passwordConfirmation_empresa'],
  ),
);
export type CompanyForm = v.InferInput<typeof CompanyFormSchema>;

const common = {
  clieCodigo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  googleId: socialId,
  facebookId: socialId,
};

/** `POST /clientes/registro`, persona (opcion 0). */
export const PersonaRegistrationSchema = v.pipe(
  v.object({ tipo: v.literal('persona'), opcion: v.optional(v.literal(0), 0), ...personaEntries, ...common }),
  v.forward(v.partialCheck([['documentType'], ['document']], documentOk, documentMessage), ['document']),
  v.forward(v.partialCheck([['documentType'], ['nacionalidad']], nationalityOk, M.nationalityRequired), ['nacionalidad']),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], confirmationOk, M.passwordMismatch), ['passwordConfirmation']),
);
/** `POST /clientes/registro`, empresa (opcion 1): the company name replaces the names. */
export const CompanyRegistrationSchema = v.pipe(
  v.object({ tipo: v.literal('empresa'), opcion: v.optional(v.literal(1), 1), ...companyEntries, ...common }),
  v.forward(
    v.partialCheck([['password_empresa'], ['passwordConfirmation_empresa']], companyConfirmationOk, M.passwordMismatch),
    ['passwordConfirmation_empresa'],
  ),
);
export const RegistrationPayloadSchema = v.variant(
  'tipo',
  [PersonaRegistrationSchema, CompanyRegistrationSchema],
  'El tipo de cliente debe ser persona o empresa.',
);
export type RegistrationPayload = v.InferInput<typeof RegistrationPayloadSchema>;
export const RegistrationResponseSchema = v.object({ ok: v.literal(true), token: v.string(), result: v.object({ clieCodigo: v.number() }) });

// ---- Lookups -----------------------------------------------------------------------------------

/** `GET /customers?q&type`. */
export const DocumentLookupQuerySchema = v.object({
  q: v.pipe(v.string(M.documentRequired), v.trim(), v.nonEmpty(M.documentRequired), v.maxLength(30, M.documentRequired)),
  type: v.optional(v.picklist(DOCUMENT_TYPES, M.documentTypes), 'ci'),
});
export const DocumentLookupItemSchema = v.object({
  codigo: v.number(),
  nombres: v.string(),
  apellidos: v.string(),
  primerNombre: v.string(),
  nombreCompleto: v.string(),
  email: v.nullable(v.string()),
});
/** `[]` when nobody has the document, `[item]` when a shop customer without web account has it, `['false', message]` when it already has an account. */
export const DocumentLookupResponseSchema = v.union([
  v.tuple([v.literal('false'), v.string()]),
  v.array(DocumentLookupItemSchema),
]);

/** `POST /customers/verificar-celular`. */
export const PhoneCheckPayloadSchema = v.object({
  celular: PhoneSchema,
  documento: v.optional(v.pipe(trimmed, v.maxLength(30)), ''),
});
export const PhoneCheckResponseSchema = v.object({ results: v.boolean() });
export const PHONE_TAKEN_MESSAGE = 'Él número que esta tratando de registrar ya fue agregado por otra cuenta...';

export const NationalitySchema = v.object({ codigo: v.string(), descripcion: v.string() });
export const NationalitiesResponseSchema = v.object({ ok: v.literal(true), results: v.array(NationalitySchema) });

// ---- Recovery and verification -------------------------------------------------------------------

export const PasswordInfoPayloadSchema = v.object({ email: EmailSchema });
export const PasswordInfoResponseSchema = v.object({
  usuario: v.object({ email: v.string(), phone: v.nullable(v.string()), persona: v.number(), clieCodigo: v.number() }),
});
export const PasswordResetPayloadSchema = v.object({
  seleted: v.picklist(['email', 'phone'], 'Seleccione cómo recibir el enlace.'),
  email: EmailSchema,
});
export const PasswordResetResponseSchema = v.object({ ok: v.literal(true), message: v.string() });
export const RECOVERY_SENT_MESSAGE = 'Se ha enviado el enlace para recuperar tu contraseña.';

/** "Actualizar contraseña" (spec 001 §5, New password). */
export const NewPasswordFormSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(M.newPasswordRequired),
      v.nonEmpty(M.newPasswordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, M.newPasswordLength),
      v.maxLength(128, M.newPasswordFormat),
      v.regex(PASSWORD_PATTERN, M.newPasswordFormat),
    ),
    passwordConfirmation: v.string(M.newPasswordMismatch),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (p) => p.password === p.passwordConfirmation, M.newPasswordMismatch),
    ['passwordConfirmation'],
  ),
);
export type NewPasswordForm = v.InferInput<typeof NewPasswordFormSchema>;

export const VerifyEmailPayloadSchema = v.object({ token: v.pipe(v.string('Enlace inválido.'), v.nonEmpty('Enlace inválido.'), v.maxLength(200, 'Enlace inválido.')) });
export const OkMessageResponseSchema = v.object({ ok: v.boolean(), message: v.string() });

// ---- Social ------------------------------------------------------------------------------------

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProfileSchema = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  id: v.string(),
  email: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
});
export type SocialProfile = v.InferOutput<typeof SocialProfileSchema>;
export const SocialProfileResponseSchema = v.object({ ok: v.literal(true), result: SocialProfileSchema });
