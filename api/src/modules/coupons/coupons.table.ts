import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Kysely types of the coupons tables. Keep in step with `migrations/`. */

export interface CouponsTable {
  codigo: string;
  descripcion: string;
  porcentaje: number | null;
  monto: number | null;
  minimo_compra: Generated<number>;
  fecha_inicio: Timestamp | null;
  fecha_fin: Timestamp | null;
  activo: Generated<boolean>;
  /** Orders that may use the coupon in all; null: no limit. */
  usos_maximos: number | null;
  /** Orders each customer may place with the coupon; null: no limit. */
  usos_por_cliente: number | null;
}

export interface CustomerCouponsTable {
  id: Generated<number>;
  customer_codigo: number;
  cupon_codigo: string;
  vence: Timestamp | null;
  usado_at: Timestamp | null;
  created_at: Timestamp;
}
