import { applyPercentOff, percentOf } from '../../catalog/pricing/pricing.js';
import type { EngineProduct } from './types.js';

/** Amount a quantity promotion takes off: per full multiple of the step, the promotion's percent of the set. */
export function quantityPromotionDiscount(unitPrice: number, cantidad: number, promo: EngineProduct['promo']): number {
  if (!promo || promo.step < 1) return 0;
  const sets = Math.floor(cantidad / promo.step);
  return percentOf(sets * promo.step * unitPrice, promo.porcentaje);
}

/** Units to add to reach the next multiple of the step (0 when already on one, or without promotion). */
export function unitsToNextPromotion(cantidad: number, promo: EngineProduct['promo']): number {
  if (!promo || promo.step <= 1) return 0;
  const rest = cantidad % promo.step;
  return rest === 0 ? 0 : promo.step - rest;
}

/** The payment-method discount of the product for the method, if the viewer may see it. */
export function paymentDiscountFor(product: EngineProduct, paymentCode: number | null, esTester: boolean) {
  if (paymentCode === null) return null;
  return product.formas.find((f) => f.formaCodigo === paymentCode && (!f.test || esTester)) ?? null;
}

export interface PricedLine {
  precioSinDescuento: number;
  precioPantalla: number;
  porcentajeDescuento: number;
  descuentoPromocion: number;
  descuentoFormaPago: number;
  descuentoCodigo: number | null;
  subtotal: number;
}

/**
 * One line's price: list price minus the rounded product-discount percentage (the screen's price), then the
 * quantity promotion on the full sets, then the payment-method discount on what remains.
 */
export function priceLine(product: EngineProduct, cantidad: number, paymentCode: number | null, esTester: boolean): PricedLine {
  const precioPantalla = applyPercentOff(product.precio, product.descuento);
  const gross = precioPantalla * cantidad;
  const descuentoPromocion = quantityPromotionDiscount(precioPantalla, cantidad, product.promo);
  const forma = paymentDiscountFor(product, paymentCode, esTester);
  const afterPromo = gross - descuentoPromocion;
  const descuentoFormaPago = forma ? percentOf(afterPromo, forma.porcentaje) : 0;
  return {
    precioSinDescuento: product.precio,
    precioPantalla,
    porcentajeDescuento: product.descuento,
    descuentoPromocion,
    descuentoFormaPago,
    descuentoCodigo: forma?.id ?? null,
    subtotal: afterPromo - descuentoFormaPago,
  };
}
