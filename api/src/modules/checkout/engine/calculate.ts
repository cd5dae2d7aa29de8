import { type Calculation, type CalculatedLine, DELIVERY_HOURS, STOCK_INSUFICIENTE } from '@botica/shared-contracts/checkout/entities';
import { ADDRESS_REQUIRED, BRANCH_REQUIRED, ITEMS_REQUIRED } from '@botica/shared-contracts/checkout/payloads';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { nearbyOpenBranches } from './branches.js';
import { exceededCaps } from './caps.js';
import { insideDeliveryWindow } from './clock.js';
import { chooseDeliveryType, deliveryOptions, slotAvailable } from './delivery.js';
import { couponOutcome, giftOutcome } from './discounts.js';
import { priceLine } from './pricing.js';
import type { CalculationContext, EngineLine } from './types.js';

export const SLOT_REQUIRED = 'Seleccione un horario de entrega.';
export const SLOT_UNAVAILABLE = 'El horario de entrega elegido ya no está disponible.';

/** Lines of the same product are one line (their quantities add up). */
export function mergeLines(lines: EngineLine[]): EngineLine[] {
  const out = new Map<number, EngineLine>();
  for (const l of lines) {
    const seen = out.get(l.codigo);
    if (seen) seen.cantidad += l.cantidad;
    else out.set(l.codigo, { ...l });
  }
  return [...out.values()];
}

function linesTotal(ctx: CalculationContext, paymentCode: number | null) {
  return ctx.lines.reduce((sum, l) => sum + priceLine(ctx.products.get(l.codigo)!, l.cantidad, paymentCode, ctx.esTester).subtotal, 0);
}

/**
 * The one calculation of an order (spec 000 §3 "Calculation result"), a pure function of what the service read
 * from the database. Every amount is integer guaraníes.
 */
export function calculate(ctx: CalculationContext): Calculation {
  const bloqueos: string[] = [];
  if (!ctx.lines.length) bloqueos.push(ITEMS_REQUIRED);
  if (!ctx.placeChosen) bloqueos.push(ctx.shipping === 'delivery' ? ADDRESS_REQUIRED : BRANCH_REQUIRED);

  // Promo payment forms cannot combine with gift cards: with a gift code the payment discounts are left out.
  const withGift = Boolean(ctx.gift?.codigo);
  const payment = withGift ? null : ctx.paymentCode;

  const detalles: CalculatedLine[] = ctx.lines.map((l) => {
    const p = ctx.products.get(l.codigo)!;
    const priced = priceLine(p, l.cantidad, payment, ctx.esTester);
    const stock = ctx.stock.get(l.codigo) ?? 0;
    return {
      productoCodigo: p.codigo,
      descripcion: p.descripcion,
      cantidad: l.cantidad,
      ...priced,
      promocion: p.promo?.promocion ?? null,
      faltanParaPromocion: p.promo && p.promo.step > 1 && l.cantidad % p.promo.step ? p.promo.step - (l.cantidad % p.promo.step) : 0,
      esRegalo: l.esRegalo,
      esControlado: p.codigoControl > 1,
      esRefrigerado: p.esRefrigerado,
      stock,
      observacion: ctx.placeChosen && stock < l.cantidad ? STOCK_INSUFICIENTE : null,
      tope: p.topeLinea,
      licaCodigo: p.topeLinea === null ? null : p.categoriaCodigo,
    };
  });

  const detallesSinStock = ctx.placeChosen
    ? detalles
        .filter((d) => d.observacion === STOCK_INSUFICIENTE)
        .map((d) => ({ productoCodigo: d.productoCodigo, descripcion: d.descripcion, cantidad: d.cantidad, existencia: d.stock, observacion: STOCK_INSUFICIENTE }))
    : [];
  if (detallesSinStock.length) bloqueos.push(ctx.shipping === 'delivery' ? CHECKOUT_MESSAGES.outOfZone : CHECKOUT_MESSAGES.outOfStockAtBranch);
  const sucursalesCercanas =
    detallesSinStock.length && ctx.point
      ? nearbyOpenBranches(ctx.point, ctx.nearby, detallesSinStock.map((d) => d.productoCodigo), ctx.now, ctx.shipping === 'pickup' ? (ctx.branch?.codigo ?? null) : null)
      : [];

  const topes = exceededCaps(ctx.lines, ctx.products, ctx.shipping);
  bloqueos.push(...topes.map((t) => t.mensaje));

  const subtotalSinDescuento = detalles.reduce((s, d) => s + d.precioSinDescuento * d.cantidad, 0);
  const subtotal = detalles.reduce((s, d) => s + d.subtotal, 0);

  const tiposDeEntrega = ctx.shipping === 'delivery' && ctx.placeChosen ? deliveryOptions(ctx.branch, ctx.zoneKm, subtotal, ctx.costs, ctx.now) : [];
  const tipoEntrega = ctx.shipping === 'delivery' && ctx.placeChosen ? chooseDeliveryType(ctx.tipoEntrega, tiposDeEntrega) : null;
  if (ctx.shipping === 'delivery' && ctx.placeChosen && !tipoEntrega) bloqueos.push(CHECKOUT_MESSAGES.noDeliveryTypes);
  if (tipoEntrega === 'programada') {
    if (!ctx.slotCodigo) bloqueos.push(SLOT_REQUIRED);
    else if (!slotAvailable(ctx.slotCodigo, ctx.now)) bloqueos.push(SLOT_UNAVAILABLE);
  }
  const delivery = tiposDeEntrega.find((o) => o.tipo === tipoEntrega)?.costo ?? 0;

  const cupon = ctx.coupon ? couponOutcome(ctx.coupon.codigo, ctx.coupon.row, subtotal) : null;
  const descuentoCupon = cupon?.valido ? cupon.descuento : 0;
  const bolsaTotal = ctx.bolsa.cantidad * ctx.bolsa.precio;
  const beforeGift = subtotal - descuentoCupon + delivery + bolsaTotal;
  const gift = ctx.gift ? giftOutcome(ctx.gift.codigo, ctx.gift.row, beforeGift) : null;
  const giftMonto = gift?.valido ? gift.saldo : 0;
  const total = beforeGift - giftMonto;

  // What the order would cost without any payment-method promotion, and with each one on offer.
  const sinPromo = linesTotal(ctx, null);
  const totalSinPromo = total - subtotal + sinPromo;
  const codes = new Set<number>();
  for (const l of ctx.lines) for (const f of ctx.products.get(l.codigo)!.formas) if (!f.test || ctx.esTester) codes.add(f.formaCodigo);
  const totalesDescuentos = withGift
    ? []
    : [...codes].sort((a, b) => a - b).map((code) => {
        const conPromo = linesTotal(ctx, code);
        const forma = ctx.lines.map((l) => ctx.products.get(l.codigo)!.formas.find((f) => f.formaCodigo === code)).find(Boolean)!;
        return { formaPagoCodigo: code, descripcion: forma.descripcion, total: totalSinPromo - sinPromo + conPromo, ahorro: sinPromo - conPromo };
      });

  if (ctx.lines.length && total <= 0 && subtotal <= 0) bloqueos.push(ITEMS_REQUIRED);

  return {
    subtotal,
    subtotalSinDescuento,
    descuento: subtotalSinDescuento - subtotal + descuentoCupon,
    delivery,
    giftMonto,
    bolsa: { cantidad: ctx.bolsa.cantidad, precio: ctx.bolsa.precio, total: bolsaTotal },
    total,
    totalSinPromo,
    totalesDescuentos,
    detalles,
    detallesSinStock,
    sucursalesCercanas,
    sucursalCodigo: ctx.branch?.codigo ?? null,
    cupon,
    gift,
    tiposDeEntrega,
    tipoEntrega,
    topes,
    horarioEntrega: { desde: DELIVERY_HOURS.desde, hasta: DELIVERY_HOURS.hasta, abierto: insideDeliveryWindow(ctx.now) },
    bloqueos,
  };
}
