import * as v from 'valibot';
import { PHONE_PATTERN, TELEPHONE_PATTERN, ACCOUNT_MESSAGES } from './payloads';

export const GUARDIAN_MESSAGES = {
  required: 'Campo obligatorio',
  saved: 'Tus datos han sido actualizado!',
  defaultSaved: 'Tus datos de encargado por defecto han sido actualizado!',
  tooMany: 'Puede registrar hasta 5 encargados.',
  notFound: 'El encargado no existe.',
} as const;
export const MAX_GUARDIANS = 5;

/** A guardian as the spec names its fields (spec 001 §3); CLIE_ENC_DEFECTO non-null means default. */
export const GuardianSchema = v.object({
  CLIE_ENC_CODIGO: v.number(),
  CLIE_ENC_NOMBRES: v.string(),
  CLIE_ENC_APELLIDOS: v.string(),
  CLIE_ENC_CI: v.nullable(v.string()),
  CLIE_ENC_SEXO: v.nullable(v.picklist(['M', 'F'])),
  CLIE_ENC_CELU_P: v.string(),
  CLIE_ENC_CELU_S: v.nullable(v.string()),
  CLIE_ENC_TELEFONO: v.nullable(v.string()),
  CLIE_ENC_DEFECTO: v.nullable(v.string()),
});
export type Guardian = v.InferOutput<typeof GuardianSchema>;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, GUARDIAN_MESSAGES.required), v.maxLength(max));
const optional = (inner: v.GenericSchema<string, string>) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? null : s)), v.nullable(inner))), null);

/** One item of `PUT /clientes/actualizar/encargados`: without CLIE_ENC_CODIGO (or 0) it is a new guardian. */
export const GuardianInputSchema = v.object({
  CLIE_ENC_CODIGO: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  CLIE_ENC_NOMBRES: text(60),
  CLIE_ENC_APELLIDOS: text(60),
  CLIE_ENC_CI: optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, ACCOUNT_MESSAGES.ciNumeric))),
  CLIE_ENC_SEXO: v.optional(v.nullable(v.picklist(['M', 'F'])), null),
  CLIE_ENC_CELU_P: v.pipe(v.string(), v.trim(), v.minLength(1, GUARDIAN_MESSAGES.required), v.regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneFormat)),
  CLIE_ENC_CELU_S: optional(v.pipe(v.string(), v.regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phoneFormat))),
  CLIE_ENC_TELEFONO: optional(v.pipe(v.string(), v.regex(TELEPHONE_PATTERN, ACCOUNT_MESSAGES.telephoneFormat))),
});
export type GuardianInput = v.InferInput<typeof GuardianInputSchema>;
/** The whole list: guardians left out are removed. */
export const GuardiansPayloadSchema = v.object({ items: v.pipe(v.array(GuardianInputSchema), v.maxLength(MAX_GUARDIANS, GUARDIAN_MESSAGES.tooMany)) });
export const GuardiansResponseSchema = v.object({ ok: v.literal(true), results: v.array(GuardianSchema), message: v.optional(v.string()) });
export const GuardianParamsSchema = v.object({
  clieEncCodigo: v.pipe(v.string(), v.regex(/^\d{1,9}$/, GUARDIAN_MESSAGES.notFound), v.transform(Number)),
});
