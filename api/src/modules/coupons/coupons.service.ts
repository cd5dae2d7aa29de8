import type { Coupon } from '@botica/shared-contracts/account/coupons';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { givenCoupons } from './coupons.repository.js';

/**
 * The session customer's coupons (/mis-cupones): given to them, active, not expired and not spent. Each carries
 * a QR of its code (an SVG data URL made here, so the page needs no outside service).
 */
export async function customerCoupons(app: FastifyInstance, customer: number): Promise<Coupon[]> {
  const rows = await givenCoupons(app.db, customer);
  return Promise.all(
    rows.map(async (r) => ({
      codigoCupon: r.codigo,
      descripcion: r.descripcion,
      porcentajeDescuento: r.porcentaje,
      monto: r.monto,
      vencimiento: r.vence ? new Date(r.vence).toISOString() : null,
      qrImage: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(r.codigo, { type: 'svg', margin: 1 })).toString('base64')}`,
    })),
  );
}
