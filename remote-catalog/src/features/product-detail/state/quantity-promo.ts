import type { Product } from '@botica/shared-contracts/catalog/entities';

/**
 * Units still to add so the quantity promotion applies (it applies when the quantity is a multiple of
 * `step`, spec 000 §5); 0 when it already applies.
 */
export function unitsToActivate(quantity: number, promo: NonNullable<Product['descuentoPorCantidad']>): number {
  const step = Math.max(1, promo.step || 1);
  const rest = quantity % step;
  return rest === 0 ? 0 : step - rest;
}

export function quantityPromoHint(quantity: number, promo: NonNullable<Product['descuentoPorCantidad']>): string {
  const missing = unitsToActivate(quantity, promo);
  if (missing === 0) return `¡Promoción ${promo.promocion} activada!`;
  return `Agregá ${missing} ${missing === 1 ? 'unidad' : 'unidades'} más para activar la promoción ${promo.promocion}`;
}
