import * as v from 'valibot';

/** A coupon of the customer (spec 001 §3): vencimiento is an ISO date; qrImage a data URL of its code's QR. */
export const CouponSchema = v.object({
  codigoCupon: v.string(),
  descripcion: v.string(),
  porcentajeDescuento: v.nullable(v.number()),
  monto: v.nullable(v.number()),
  vencimiento: v.nullable(v.string()),
  qrImage: v.string(),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;
/** `GET /clientes/regalos`: the coupons in result. */
export const CouponsResponseSchema = v.object({ ok: v.literal(true), result: v.array(CouponSchema) });
