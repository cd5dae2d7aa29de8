import { PURCHASE_CURRENCY, type PurchaseEvent } from '@botica/shared-contracts/analytics/entities';
import type { ConversionResult } from '@botica/shared-contracts/analytics/responses';
import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { applyPercentOff } from '../catalog/pricing/pricing.js';
import { analyticsErrors } from './analytics.errors.js';
import { type ConversionRow, insertConversion, markSent, ownOrder } from './analytics.repository.js';
import { hashedUserData } from './conversion-hashing.js';

/** Orders a customer has bought: placed with a cash method, or paid (and further along). */
const PAID = ['PROC', 'REND'];
const FORWARD_TIMEOUT_MS = 5000;

type Order = NonNullable<Awaited<ReturnType<typeof ownOrder>>>;

/** The GA4 purchase event of an order; each line's price is the analytics price of spec 001 §9. */
export function purchaseEvent({ order, lines }: Order): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.codigo),
      value: order.total,
      currency: PURCHASE_CURRENCY,
      items: lines.map((l) => ({
        item_id: String(l.producto_codigo),
        item_name: l.descripcion,
        price: applyPercentOff(l.precio, l.porcentaje_descuento),
        quantity: l.cantidad,
      })),
    },
  };
}

/**
 * Purchase conversions (spec 001 §4 "Purchase completion", §7): recorded once per order of the customer's own,
 * with the user data hashed; oncology orders, annulled ones and online orders not paid yet record nothing.
 * With CONVERSION_FORWARD_URL the new conversion is also sent there, after it is stored.
 */
export class AnalyticsService {
  constructor(private readonly deps: { db: Kysely<Database>; forwardUrl: string | undefined; log: FastifyBaseLogger }) {}

  async recordPurchase(customer: number, codigo: number): Promise<ConversionResult> {
    const found = await ownOrder(this.deps.db, customer, codigo);
    if (!found) throw analyticsErrors.orderNotFound();
    const { order } = found;
    if (order.oncologico) throw analyticsErrors.oncology();
    if (order.estado === 'ANUL') throw analyticsErrors.annulled();
    if (!PAID.includes(order.estado) && !OFFLINE_PAYMENT_CODES.includes(order.forma_pago_codigo)) throw analyticsErrors.unpaid();
    const evento = purchaseEvent(found);
    const row: ConversionRow = {
      order_codigo: order.codigo,
      valor: order.total,
      moneda: PURCHASE_CURRENCY,
      ...hashedUserData({ email: order.email, celular: order.celular1 ?? order.celular2, documento: order.documento }),
    };
    const registrada = await insertConversion(this.deps.db, row);
    if (registrada && this.deps.forwardUrl) void this.forward(this.deps.forwardUrl, row);
    return { registrada, evento };
  }

  /** Sends the stored conversion (hashes, value, order) to the configured endpoint; a failure is only logged. */
  private async forward(url: string, row: ConversionRow): Promise<void> {
    const body = {
      event_name: 'purchase',
      event_id: `pedido-${row.order_codigo}`,
      event_time: Math.floor(Date.now() / 1000),
      action_source: 'website',
      user_data: {
        em: row.email_sha256 ? [row.email_sha256] : [],
        ph: row.telefono_sha256 ? [row.telefono_sha256] : [],
        external_id: row.documento_sha256 ? [row.documento_sha256] : [],
      },
      custom_data: { currency: row.moneda, value: row.valor, order_id: String(row.order_codigo) },
    };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      await markSent(this.deps.db, row.order_codigo);
    } catch (err) {
      this.deps.log.warn({ err, order: row.order_codigo }, 'purchase conversion could not be forwarded');
    }
  }
}
