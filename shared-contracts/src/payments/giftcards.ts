import * as v from 'valibot';

/** Gift card constants (spec 001 §9). */
export const GIFT_MIN = 100_000;
export const GIFT_MAX = 500_000;
export const GIFT_MESSAGE_MAX = 150;
export const GIFT_BRANCH = 371;
export const GIFT_TAX_PERCENT = 10;
export const GIFT_PAYMENT_DEFAULT = { codigo: 97, nombre: 'pago_unico', online: true } as const;
export const GIFT_PAYMENT_QR = { codigo: 118, nombre: 'pago_qr', online: true } as const;
export const GIFT_DRAFT_MINUTES = 10;

export const GIFT_MESSAGES = {
  required: 'Campo obligatorio',
  messageTooLong: 'El mensaje debe tener menos de 150 caracteres',
  amountRange: 'El monto debe estar entre Gs. 100.000 y Gs. 500.000',
  calcError: 'Ocurrio un error al calcular',
  error: 'Ocurrio un error',
  staffNoQr: 'El pago con QR no está disponible para funcionarios.',
} as const;

const required = (max: number) => v.pipe(v.string(GIFT_MESSAGES.required), v.trim(), v.nonEmpty(GIFT_MESSAGES.required), v.maxLength(max, 'El texto es demasiado largo.'));
const amount = v.pipe(v.number(GIFT_MESSAGES.required), v.integer(GIFT_MESSAGES.amountRange), v.minValue(GIFT_MIN, GIFT_MESSAGES.amountRange), v.maxValue(GIFT_MAX, GIFT_MESSAGES.amountRange));

export const GiftAmountSchema = v.object({ value: v.number(), label: v.string() });
export const GiftTemplateSchema = v.object({ codigo: v.number(), nombre: v.string(), imagenRuta: v.string(), nombreImagen: v.string() });
export type GiftTemplate = v.InferOutput<typeof GiftTemplateSchema>;
export const GiftAmountsResponseSchema = v.object({ ok: v.literal(true), results: v.array(GiftAmountSchema) });
export const GiftTemplatesResponseSchema = v.object({ ok: v.literal(true), results: v.array(GiftTemplateSchema) });

/** `POST /peticiones/calcular/gift`. */
export const GiftCalcPayloadSchema = v.object({ monto: amount, metodoDePago: v.picklist([GIFT_PAYMENT_DEFAULT.codigo, GIFT_PAYMENT_QR.codigo], 'Forma de pago no válida.') });
export const GiftCalcResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ cantidad: v.number(), subtotal: v.number(), iva: v.number(), total: v.number(), sucursal: v.number() }),
});

/** `POST /giftcard/generar`: the wizard's data (spec 001 §3 "Gift card draft"). */
export const GiftGeneratePayloadSchema = v.pipe(
  v.object({
    remitente: required(80),
    destinatario: required(80),
    monto: amount,
    metodoDeNotificacion: v.picklist(['sms', 'email'], GIFT_MESSAGES.required),
    numeroDestinatario: v.optional(v.nullish(v.string())),
    correoDestinatario: v.optional(v.nullish(v.string())),
    mensaje: v.pipe(v.string(GIFT_MESSAGES.required), v.trim(), v.nonEmpty(GIFT_MESSAGES.required), v.maxLength(GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong)),
    plantilla: v.pipe(v.number(GIFT_MESSAGES.required), v.integer()),
    metodoDePago: v.picklist([GIFT_PAYMENT_DEFAULT.codigo, GIFT_PAYMENT_QR.codigo], 'Forma de pago no válida.'),
    terminos: v.literal(true, GIFT_MESSAGES.required),
  }),
  v.check((d) => (d.metodoDeNotificacion === 'sms' ? /^09\d{8}$/.test(d.numeroDestinatario ?? '') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.correoDestinatario ?? '')), 'Ingrese un celular (09XXXXXXXX) o correo válido del destinatario.'),
);
export type GiftGeneratePayload = v.InferOutput<typeof GiftGeneratePayloadSchema>;
export const GiftGenerateResponseSchema = v.object({ ok: v.literal(true), codigo: v.number(), tokenPeticion: v.string(), metodo: v.string() });
export const OnlinePaymentTypeResponseSchema = v.object({ ok: v.literal(true), result: v.object({ tipo: v.picklist(['SERV', 'PEDI']) }) });
