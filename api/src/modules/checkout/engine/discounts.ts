import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { formatGs } from '@botica/shared-contracts/format/money';
import { percentOf } from '../../catalog/pricing/pricing.js';
import type { CouponRow, GiftCardRow } from './types.js';

export const COUPON_INVALID = 'El cupón no existe o ya no está vigente.';
export const COUPON_USED = 'Este cupón ya fue utilizado';
export const COUPON_EXHAUSTED = 'Este cupón ya no está disponible';
export const GIFT_INVALID = 'La Gift Card no existe o ya no está vigente.';

export interface CouponOutcome {
  codigo: string;
  valido: boolean;
  descripcion: string | null;
  descuento: number;
  mensaje: string | null;
}

/**
 * A coupon in force (the row exists only then) and within its limits (uses per customer, uses in all) takes its
 * percent or amount off the subtotal, from its minimum.
 */
export function couponOutcome(codigo: string, row: CouponRow | null, subtotal: number): CouponOutcome {
  if (!row) return { codigo, valido: false, descripcion: null, descuento: 0, mensaje: COUPON_INVALID };
  if (row.usos_por_cliente !== null && row.usados_cliente >= row.usos_por_cliente) {
    return { codigo, valido: false, descripcion: row.descripcion, descuento: 0, mensaje: COUPON_USED };
  }
  if (row.usos_maximos !== null && row.usados >= row.usos_maximos) {
    return { codigo, valido: false, descripcion: row.descripcion, descuento: 0, mensaje: COUPON_EXHAUSTED };
  }
  if (subtotal < row.minimo_compra) {
    return { codigo, valido: false, descripcion: row.descripcion, descuento: 0, mensaje: `El cupón es válido en compras desde ${formatGs(row.minimo_compra)}.` };
  }
  const raw = row.porcentaje !== null ? percentOf(subtotal, row.porcentaje) : (row.monto ?? 0);
  return { codigo, valido: true, descripcion: row.descripcion, descuento: Math.min(raw, subtotal), mensaje: null };
}

export interface GiftOutcome {
  codigo: string;
  valido: boolean;
  saldo: number;
  mensaje: string | null;
}

/** A gift card applies its whole balance when it is positive and not greater than the order total. */
export function giftOutcome(codigo: string, row: GiftCardRow | null, total: number): GiftOutcome {
  if (!row) return { codigo, valido: false, saldo: 0, mensaje: GIFT_INVALID };
  if (row.saldo <= 0) return { codigo, valido: false, saldo: row.saldo, mensaje: CHECKOUT_MESSAGES.giftZero };
  if (row.saldo > total) return { codigo, valido: false, saldo: row.saldo, mensaje: CHECKOUT_MESSAGES.giftAboveTotal };
  return { codigo, valido: true, saldo: row.saldo, mensaje: null };
}
