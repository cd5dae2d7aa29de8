import type { CartDeliveryType } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequestSchema, OrderPayloadSchema } from '@botica/shared-contracts/checkout/payloads';
import type * as v from 'valibot';
import { mergeLines } from './engine/calculate.js';
import type { EngineLine } from './engine/types.js';

/** One shape for the cart body of a calculation and the form of an order. */
export interface CheckoutInput {
  oncologico: boolean;
  lines: EngineLine[];
  shipping: 'delivery' | 'pickup';
  direccionCodigo: number | null;
  sucursalCodigo: number | null;
  paymentCode: number | null;
  tipoEntrega: CartDeliveryType;
  slotCodigo: string | null;
  cuponCodigo: string | null;
  giftCodigo: string | null;
  bolsa: number;
}

const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

export function fromCart(body: v.InferOutput<typeof CalculationRequestSchema>, oncologico: boolean): CheckoutInput {
  const delivery = body.delivery !== false;
  return {
    oncologico,
    lines: mergeLines(body.items.map((i) => ({ codigo: i.codigo, cantidad: i.quantity ?? i.cantidad ?? 1, esRegalo: Boolean(i.esRegalo) }))),
    shipping: delivery ? 'delivery' : 'pickup',
    direccionCodigo: delivery ? (body.address?.codigo ?? null) : null,
    sucursalCodigo: delivery ? null : (body.office?.value ?? null),
    paymentCode: body.paymentMethod?.code ?? null,
    tipoEntrega: body.tipoEntrega,
    slotCodigo: body.entrega?.horario?.codigo ?? null,
    cuponCodigo: text(body.cuponCodigo),
    giftCodigo: text(body.giftCodigo) ?? text(body.gift),
    bolsa: body.bolsa?.cantidad ?? 0,
  };
}

export function fromOrder(payload: v.InferOutput<typeof OrderPayloadSchema>, oncologico: boolean): CheckoutInput {
  const direccion = typeof payload.direccionCodigo === 'number' ? payload.direccionCodigo : null;
  const sucursal = typeof payload.sucursalCodigo === 'number' ? payload.sucursalCodigo : null;
  const bolsa = typeof payload.bolsa === 'number' ? payload.bolsa : payload.bolsa.cantidad;
  return {
    oncologico,
    lines: mergeLines(payload.detalles.map((d) => ({ codigo: d.productoCodigo, cantidad: d.cantidad, esRegalo: d.esRegalo }))),
    shipping: direccion !== null ? 'delivery' : 'pickup',
    direccionCodigo: direccion,
    sucursalCodigo: direccion !== null ? null : sucursal,
    paymentCode: payload.formaPagoCodigo,
    tipoEntrega: payload.tipoEntrega,
    slotCodigo: payload.entrega?.horario?.codigo ?? null,
    cuponCodigo: text(payload.cuponCodigo),
    giftCodigo: text(payload.giftCodigo),
    bolsa,
  };
}
