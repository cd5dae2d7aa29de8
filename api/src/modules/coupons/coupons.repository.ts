import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The coupons given to the customer that are still usable: active, started, not expired, not spent; soonest to expire first. */
export const givenCoupons = (db: Kysely<Database>, customer: number) =>
  db
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
