import type { Coupon } from '@botica/shared-contracts/account/coupons';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import QRCode from 'qrcode';

/**
 * The session customer's coupons (/mis-cupones): given to them, active, not expired and not spent. Each carries
 * a QR of its code (an SVG data URL made here, so the page needs no outside service).
 */
export async function customerCoupons(app: FastifyInstance, customer: number): Promise<Coupon[]> {
  const rows = await app.db
    .selectFrom('customer_coupons as cc')
    .innerJoin('coupons as c', 'c.codigo', 'cc.cupon_codigo')
    .select(['c.codigo', 'c.descripcion', 'c.porcentaje', 'c.monto', sql<Date | null>`coalesce(cc.vence, c.fecha_fin)`.as('vence')])
    .where('cc.customer_codigo', '=', customer)
    .where('cc.usado_at', 'is', null)
    // An order placed with the coupon after it was given spends it (checkout keeps the code on the order).
    .where(
      sql<boolean>`NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_codigo = cc.customer_codigo AND o.cupon_codigo = cc.cupon_codigo::text AND o.created_at >= cc.created_at)`,
    )
    .where('c.activo', '=', true)
    .where(sql<boolean>`coalesce(cc.vence, c.fecha_fin, 'infinity'::timestamptz) > now()`)
    .where(sql<boolean>`coalesce(c.fecha_inicio, '-infinity'::timestamptz) <= now()`)
    .orderBy(sql`coalesce(cc.vence, c.fecha_fin) asc nulls last`)
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      codigoCupon: r.codigo,
      descripcion: r.descripcion,
      porcentajeDescuento: r.porcentaje,
      monto: r.monto,
      vencimiento: r.vence ? new Date(r.vence as unknown as string).toISOString() : null,
      qrImage: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(r.codigo, { type: 'svg', margin: 1 })).toString('base64')}`,
    })),
  );
}
