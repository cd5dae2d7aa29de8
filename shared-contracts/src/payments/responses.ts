import * as v from 'valibot';

/** Payment result (spec 001 §3). rollback 'S' means the payment was reversed. */
export const PaymentResultSchema = v.object({
  respuestaCodigo: v.nullable(v.string()),
  respuestaDescripcion: v.nullable(v.string()),
  rollback: v.picklist(['S', 'N']),
  motivoRollback: v.nullable(v.string()),
  atributo: v.object({ advertencia: v.nullable(v.string()) }),
  peticionCodigo: v.number(),
  numeroTarjeta: v.nullable(v.string()),
  estado: v.string(),
});
export type PaymentResult = v.InferOutput<typeof PaymentResultSchema>;

/** QR payment data (spec 001 §3). */
export const QrDataSchema = v.object({
  qr_image_url: v.string(),
  qr_base64: v.string(),
  hook_alias: v.string(),
  tieneTope: v.object({ tiene: v.boolean(), mensaje: v.nullable(v.string()) }),
  supported_clients: v.array(v.object({ name: v.string(), logo_url: v.nullable(v.string()) })),
  imagen: v.nullable(v.string()),
  pago: v.object({ token: v.string() }),
});
export type QrData = v.InferOutput<typeof QrDataSchema>;

/** `POST /peticiones/pago-en-linea/{codigo}`: what the shop does next, per method. */
export const PaymentStartResponseSchema = v.object({
  ok: v.literal(true),
  process_id: v.optional(v.string()),
  /** The card provider's checkout script (bancard-checkout 4.0.0, or the sandbox's) that mounts the frame of process_id. */
  checkout: v.optional(v.string()),
  /** The frame's address when the page may draw it before the script runs (the sandbox's; the script keeps it). */
  frame_url: v.optional(v.string()),
  redirectUrl: v.optional(v.string()),
  hook_alias: v.optional(v.string()),
  qr_image_url: v.optional(v.string()),
  qr: v.optional(QrDataSchema),
  result: v.object({ codigo: v.number(), metodo: v.string(), monto: v.number() }),
});
export type PaymentStart = v.InferOutput<typeof PaymentStartResponseSchema>;

/** Payment status (polling by hook alias, and the bank-app QR call). */
export const PaymentStatusSchema = v.object({
  message: v.string(),
  success: v.boolean(),
  pago: v.nullable(PaymentResultSchema),
  peticion: v.object({ codigo: v.number() }),
});
export const PaymentStatusResponseSchema = v.object({ ok: v.literal(true), result: PaymentStatusSchema });
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/** Payment link (spec 001 §3). */
export const PaymentLinkSchema = v.object({
  active: v.boolean(),
  qr_url: v.nullable(v.string()),
  hook_alias: v.nullable(v.string()),
  token: v.string(),
  total: v.number(),
  items: v.array(v.object({ descripcion: v.string(), cantidad: v.number() })),
});
export const PaymentLinkResponseSchema = v.object({ ok: v.literal(true), result: PaymentLinkSchema });
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>;
