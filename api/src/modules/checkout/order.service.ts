import { createHash, randomBytes } from 'node:crypto';
import { type Calculation, OFFLINE_PAYMENT_CODES, PAYMENT_METHOD_CODES, SHIPPING_DELIVERY, SHIPPING_PICKUP, onlinePaymentOf, orderTypeOf } from '@botica/shared-contracts/checkout/entities';
import type { Order } from '@botica/shared-contracts/checkout/entities';
import type { OrderPayloadSchema } from '@botica/shared-contracts/checkout/payloads';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import type { Database } from '../../db/schema.js';
import { applyPercentOff } from '../catalog/pricing/pricing.js';
import { inTransaction } from '../../db/transaction.js';
import { annulUnpaidCartOrders } from '../payments/payments.service.js';
import type { CalculationService, Viewer } from './calculation.service.js';
import { checkoutErrors } from './checkout.errors.js';
import { type CheckoutInput, fromOrder } from './checkout-input.js';
import { calculate } from './engine/calculate.js';
import { holdLimitedCoupon } from './calculation.repository.js';
import {
  anyFromSupplierStock,
  claimSubmission,
  customerFlags,
  customerOrder,
  customerOrderCodeByToken,
  finishCart,
  insertOrder,
  spendGiftCard,
  submissionOrder,
  takeStock,
} from './order.repository.js';
import { ordersPlaced } from '../../observability/metrics.js';
import { PAYMENT_METHODS } from '@botica/shared-contracts/checkout/entities';

type Payload = v.InferOutput<typeof OrderPayloadSchema>;
export interface PlacedOrder {
  codigo: number;
  tokenPeticion: string;
  total: number;
  repetido: boolean;
}

const PHONE = /^09[6-9]\d{7}$/;
const NEW_ORDER_STATE = 'GENE';

/**
 * The key of a submission: the client's own key when it sent one, else a digest of everything submitted,
 * so a double click or a retry after a timeout finds the order the first one made.
 */
export function submissionKey(customer: number, payload: Payload, oncologico: boolean): { clave: string; derivada: boolean } {
  if (payload.idempotencyKey) return { clave: `c:${customer}:${payload.idempotencyKey}`, derivada: false };
  const { idempotencyKey: _ignored, ...content } = payload;
  const digest = createHash('sha256').update(JSON.stringify({ customer, oncologico, content })).digest('base64url');
  return { clave: `h:${customer}:${digest}`, derivada: true };
}

/** Checks that block placing an order, in the order the checkout shows them. */
function validate(input: CheckoutInput, calc: Calculation, flags: { terminos_estado: string; bloqueado_pago_online: boolean }) {
  if (flags.terminos_estado === '0') throw checkoutErrors.termsNotAccepted();
  if (input.paymentCode === null || !PAYMENT_METHOD_CODES.includes(input.paymentCode)) throw checkoutErrors.paymentRequired();
  if (flags.bloqueado_pago_online && !OFFLINE_PAYMENT_CODES.includes(input.paymentCode)) throw checkoutErrors.onlinePaymentBlocked();
  if (input.shipping === 'delivery' && input.direccionCodigo === null) throw checkoutErrors.addressRequired();
  if (input.shipping === 'pickup' && input.sucursalCodigo === null) throw checkoutErrors.branchRequired();
  if (calc.cupon && !calc.cupon.valido) throw checkoutErrors.couponInvalid(calc.cupon.mensaje ?? undefined);
  if (calc.gift && !calc.gift.valido) throw checkoutErrors.giftInvalid(calc.gift.mensaje ?? undefined);
  if (calc.bloqueos.length) throw checkoutErrors.blocked(calc.bloqueos[0]!);
  if (calc.total <= 0 && calc.subtotal <= 0) throw checkoutErrors.totalNotPositive();
}

/** Why the pending payment of a replaced order no longer counts. */
const REPLACED = 'Reemplazado por un nuevo pedido del carrito.';

export class OrderService {
  constructor(
    private readonly target: { db: Kysely<Database>; pglite: PGlite | null },
    private readonly calculations: CalculationService,
  ) {}

  /**
   * Places an order: everything is calculated again from the database inside one transaction, the stock of
   * each line is taken with a conditional update (in product order, so two orders never wait on each other
   * crosswise), the gift card is spent, the order and its lines are written and the submission key is linked
   * to it. Any failure rolls all of it back.
   */
  async place(payload: Payload, viewer: Viewer, oncologico: boolean): Promise<PlacedOrder> {
    if (payload.telefonoZimple && !PHONE.test(payload.telefonoZimple)) throw checkoutErrors.phoneFormat();
    const input = fromOrder(payload, oncologico);
    const { clave, derivada } = submissionKey(viewer.codigo, payload, oncologico);

    // The customer's flags are not what orders race for: read them before the transaction.
    const flags = await customerFlags(this.target.db, viewer.codigo);
    if (!flags) throw checkoutErrors.needsSession();

    const placed = await inTransaction(this.target, async (trx) => {
      if (!(await claimSubmission(trx, clave, viewer.codigo, derivada))) {
        const previous = await submissionOrder(trx, clave);
        if (!previous) throw checkoutErrors.submissionInProgress();
        return { ...previous, repetido: true };
      }
      // A limited coupon is counted under its row's lock: two orders redeeming it at once are counted in turn.
      if (input.cuponCodigo) await holdLimitedCoupon(trx, input.cuponCodigo);
      const ctx = await this.calculations.context(trx, input, viewer, { nearby: false, readStock: false });
      const calc = calculate(ctx);
      validate(input, calc, flags);

      // The cart is kept until its online payment is approved ('Editar mi carrito'): a new order of it replaces
      // the customer's orders of that cart still waiting for their payment, whose units come back first.
      await annulUnpaidCartOrders(trx, viewer.codigo, oncologico, REPLACED);

      const sucursal = calc.sucursalCodigo!;
      const taken = await takeStock(trx, sucursal, calc.detalles.map((d) => ({ producto: d.productoCodigo, cantidad: d.cantidad })));
      const lacking = calc.detalles.filter((d) => !taken.has(d.productoCodigo));
      if (lacking.length) {
        throw checkoutErrors.outOfStock(input.shipping, {
          detallesSinStock: lacking.map((d) => ({ productoCodigo: d.productoCodigo, descripcion: d.descripcion, cantidad: d.cantidad })),
        });
      }
      if (calc.giftMonto > 0 && !(await spendGiftCard(trx, input.giftCodigo!, calc.giftMonto))) throw checkoutErrors.giftChanged();

      const stockProveedor = await anyFromSupplierStock(trx, calc.detalles.map((d) => d.productoCodigo));
      const tokenPeticion = randomBytes(18).toString('base64url');
      const cartId = payload.cartId && /^\d{1,9}$/.test(payload.cartId) ? Number(payload.cartId) : null;
      const codigo = await insertOrder(
        trx,
        clave,
        {
          customer_codigo: viewer.codigo,
          estado: NEW_ORDER_STATE,
          tipo_envio: input.shipping === 'delivery' ? SHIPPING_DELIVERY : SHIPPING_PICKUP,
          direccion_codigo: input.direccionCodigo,
          sucursal_codigo: sucursal,
          forma_pago_codigo: input.paymentCode!,
          subtotal: calc.subtotal,
          delivery: calc.delivery,
          descuento: calc.descuento,
          total: calc.total,
          oncologico,
          observacion: payload.observacion ?? null,
          token_peticion: tokenPeticion,
          tipo_entrega: calc.tipoEntrega,
          entrega: payload.entrega ? JSON.stringify(payload.entrega) : null,
          cupon_codigo: calc.cupon?.valido ? calc.cupon.codigo : null,
          descuento_cupon: calc.cupon?.valido ? calc.cupon.descuento : 0,
          gift_codigo: calc.giftMonto > 0 ? input.giftCodigo : null,
          gift_monto: calc.giftMonto,
          bolsa_cantidad: calc.bolsa.cantidad,
          bolsa_total: calc.bolsa.total,
          cart_id: cartId,
          telefono_pago: payload.telefonoZimple ?? null,
          alias_token: payload.aliasToken ?? null,
          stock_proveedor: stockProveedor,
        },
        calc.detalles.map((d) => ({
          producto_codigo: d.productoCodigo,
          descripcion: d.descripcion,
          cantidad: d.cantidad,
          precio: d.precioSinDescuento,
          porcentaje_descuento: d.porcentajeDescuento,
          es_regalo: d.esRegalo,
          precio_sin_descuento: d.precioSinDescuento,
          descuento_codigo: d.descuentoCodigo,
          descuento_promocion: d.descuentoPromocion,
          descuento_forma_pago: d.descuentoFormaPago,
          subtotal: d.subtotal,
        })),
      );
      if (cartId !== null) await finishCart(trx, viewer.codigo, cartId);
      return { codigo, tokenPeticion, total: calc.total, repetido: false };
    });
    // counted once committed, and once per order (a repeated submission answers the first one)
    if (!placed.repetido) ordersPlaced.inc({ forma_pago: String(input.paymentCode ?? '') });
    return placed;
  }

  /** An order of the customer for the completion page; another customer's order does not exist for them. */
  /** The order reached by its tokenPeticion (`GET /peticiones/solicitud/{id}`); another customer's is not found. */
  async getByToken(customer: number, token: string): Promise<Order> {
    const codigo = await customerOrderCodeByToken(this.target.db, customer, token);
    if (codigo === null) throw checkoutErrors.orderNotFound();
    return this.get(customer, codigo);
  }

  async get(customer: number, codigo: number): Promise<Order> {
    const found = await customerOrder(this.target.db, customer, codigo);
    if (!found) throw checkoutErrors.orderNotFound();
    const { order: o, lines } = found;
    const metodo = PAYMENT_METHODS.find((m) => m.code === o.forma_pago_codigo);
    const entrega = typeof o.entrega === 'string' ? JSON.parse(o.entrega) : o.entrega;
    return {
      codigo: o.codigo,
      estado: o.estado,
      fecha: new Date(o.created_at).toISOString(),
      total: o.total,
      subtotal: o.subtotal,
      delivery: o.delivery,
      descuento: o.descuento,
      giftMonto: o.gift_monto,
      oncologico: o.oncologico,
      tokenPeticion: o.token_peticion,
      tipoEntrega: o.tipo_entrega,
      pedido: {
        tipo: orderTypeOf(o.tipo_envio),
        sucursal:
          o.b_codigo !== null
            ? { codigo: o.b_codigo, descripcion: o.b_descripcion!, direccion: o.b_direccion!, latitud: o.b_latitud!, longitud: o.b_longitud! }
            : null,
      },
      direccion: o.a_codigo !== null ? { codigo: o.a_codigo, nombre: o.a_nombre!, calle: o.a_calle!, numero: o.a_numero } : null,
      formaPago: { codigo: o.forma_pago_codigo, descripcion: metodo?.text ?? `Forma de pago ${o.forma_pago_codigo}` },
      entrega: entrega ?? null,
      observacion: o.observacion ?? null,
      stockProveedor: o.stock_proveedor,
      pagoOnline: onlinePaymentOf(metodo?.online === true, o.es_giftcard === true),
      detalles: lines.map((l) => ({
        cantidad: l.cantidad,
        esRegalo: l.es_regalo === true,
        precio: applyPercentOff(l.precio, l.porcentaje_descuento),
        porcentajeDescuento: l.porcentaje_descuento,
        producto: { codigo: l.producto_codigo, descripcion: l.descripcion, fotoPrincipal: l.foto ? { nombre: l.foto } : null },
      })),
    };
  }
}
