import * as v from 'valibot';
import { ONLINE_METHOD_NAMES, PAYMENT_TYPE_CODES } from './methods';

/** `POST /peticiones/pago-en-linea/{codigo}`: the method to pay the order with, and what it needs. */
export const PaymentStartPayloadSchema = v.object({
  formaPago: v.picklist(ONLINE_METHOD_NAMES, 'La forma de pago no admite pago en línea.'),
  aliasToken: v.optional(v.nullish(v.pipe(v.string(), v.maxLength(200)))),
  telefono: v.optional(v.nullish(v.pipe(v.string(), v.regex(/^09[6-9]\d{7}$/, 'Formato incorrecto.')))),
  /** The method's payment type code (`paymentTypeCode`); when sent it must be the method's. */
  tipoPago: v.optional(v.picklist(PAYMENT_TYPE_CODES, 'Tipo de pago no válido.')),
});
export type PaymentStartPayload = v.InferOutput<typeof PaymentStartPayloadSchema>;

export const HookAliasParamsSchema = v.object({
  alias: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'El pago no existe.')),
});
export const TokenParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'El link de pago no existe.')),
});
