import { randomBytes } from 'node:crypto';
import { OFFLINE_PAYMENT_CODES } from '@botica/shared-contracts/checkout/entities';
import { checkoutFormFor } from '@botica/shared-contracts/payments/bancard-checkout';
import { APPROVED_CODE, followUpOf, PAYMENT_ROLLBACK_MINUTES, paymentTypeCode } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import type { PaymentStartPayload } from '@botica/shared-contracts/payments/payloads';
import type { PaymentResult, PaymentStart, PaymentStatus } from '@botica/shared-contracts/payments/responses';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { Outbox, OutgoingMessage } from '../outbox/outbox.types.js';
import { issueGiftcard, withdrawGiftcard } from './giftcards/giftcards.service.js';
import { paymentErrors } from './payments.errors.js';
import * as repo from './payments.repository.js';
import type { CallbackEvent, StartAnswer } from './providers/provider.js';
import type { ProviderRegistry } from './providers/registry.js';
import { paymentOutcomes, paymentsStarted } from '../../observability/metrics.js';

const token = () => randomBytes(18).toString('base64url');

export interface CallbackOutcome {
  /** The event was seen before: nothing changed. */
  repetido: boolean;
  /** The event changed the payment (and maybe the order). */
  aplicado: boolean;
  estado: string | null;
}

export interface PaymentsDeps {
  target: { db: Kysely<Database>; pglite: PGlite | null };
  providers: ProviderRegistry;
  notifications: Pick<NotificationsService, 'createForCustomer'> | null;
  log: FastifyBaseLogger;
  outbox: Outbox | null;
  publicUrl: string;
}

/** The payment result of spec 001 §3 from a stored payment. */
export function paymentResult(p: repo.PaymentRow): PaymentResult {
  return {
    respuestaCodigo: p.respuesta_codigo,
    respuestaDescripcion: p.respuesta_descripcion,
    rollback: p.rollback,
    motivoRollback: p.motivo_rollback,
    atributo: { advertencia: p.advertencia },
    peticionCodigo: p.order_codigo,
    numeroTarjeta: p.numero_tarjeta,
    estado: p.estado,
  };
}

function statusMessage(p: repo.PaymentRow): string {
  switch (p.estado) {
    case 'APROBADO':
      return 'Pago autorizado';
    case 'PENDIENTE':
      return PAYMENT_MESSAGES.qrNotAuthorised;
    case 'EXPIRADO':
      return PAYMENT_MESSAGES.expired;
    case 'REVERSADO':
      return PAYMENT_MESSAGES.reversed;
    default:
      return p.respuesta_descripcion ?? PAYMENT_MESSAGES.eventFailed;
  }
}

/** Work another module does in the approval's own transaction (the invoices module issues the invoice). */
export type PaidHook = (trx: Kysely<Database>, orderCodigo: number) => Promise<void>;

export class PaymentsService {
  /** Called once per order, inside the transaction that approves its payment. */
  readonly paidHooks: PaidHook[] = [];

  constructor(private readonly deps: PaymentsDeps) {}

  private get db() {
    return this.deps.target.db;
  }

  /**
   * `POST /peticiones/pago-en-linea/{codigo}`: starts a payment of the customer's order with its provider. A new
   * attempt (a retry after a decline) replaces the pending one, so only the newest can still be approved.
   */
  async start(customer: number, codigo: number, payload: PaymentStartPayload): Promise<PaymentStart> {
    const order = await repo.customerOrder(this.db, customer, codigo);
    if (!order) throw paymentErrors.orderNotFound();
    return this.begin(order, payload, null);
  }

  /** Starts a payment of an order (the customer's own, or the order of a payment link). */
  async begin(order: repo.OrderRow, payload: PaymentStartPayload, linkToken: string | null): Promise<PaymentStart> {
    const codigo = order.codigo;
    const customer = order.customer_codigo;
    if (OFFLINE_PAYMENT_CODES.includes(order.forma_pago_codigo)) throw paymentErrors.offlineMethod();
    if (order.total <= 0) throw paymentErrors.nothingToPay();
    if (payload.tipoPago !== undefined && payload.tipoPago !== paymentTypeCode(payload.formaPago)) throw paymentErrors.wrongTypeCode();
    const provider = this.deps.providers.forMethod(payload.formaPago);
    if (!provider) throw paymentErrors.noProvider();
    const followUp = followUpOf(payload.formaPago);
    const aliasToken = payload.aliasToken ?? null;
    if (followUp === 'saved-card') {
      const card = aliasToken ? await repo.activeCardOf(this.db, customer, aliasToken) : undefined;
      if (!card) throw paymentErrors.cardNotFound();
    }
    // the number the shopper gave for the wallet: with this call, else with the order (`telefonoZimple`)
    let telefono = payload.telefono ?? order.telefono_pago ?? null;
    if ((followUp === 'wallet' || checkoutFormFor(payload.formaPago) === 'Zimple') && !telefono) {
      // The push (Zimple: the code by SMS) goes to the wallet of the customer's first mobile number unless another one was given.
      telefono = await repo.mobileOf(this.db, customer);
      if (!telefono) throw paymentErrors.phoneRequired();
    }

    const processId = token();
    const hookAlias = token();
    const inserted = await inTransaction(this.deps.target, async (trx) => {
      const locked = await repo.lockOrder(trx, codigo);
      if (!locked) throw paymentErrors.orderNotFound();
      if (locked.estado === repo.ORDER_STATE.annulled) throw paymentErrors.annulled();
      if (locked.estado !== repo.ORDER_STATE.created || (await repo.hasApproved(trx, codigo))) throw paymentErrors.alreadyPaid();
      await repo.supersedePending(trx, codigo);
      return repo.insertPayment(trx, {
        order_codigo: codigo,
        customer_codigo: customer,
        metodo: payload.formaPago,
        proveedor: provider.id,
        process_id: processId,
        hook_alias: hookAlias,
        monto: locked.total,
        alias_token: aliasToken,
        telefono,
        respuesta_codigo: null,
        respuesta_descripcion: null,
        motivo_rollback: null,
        advertencia: null,
        numero_tarjeta: null,
        link_token: linkToken,
        expires_at: new Date(Date.now() + PAYMENT_ROLLBACK_MINUTES * 60_000),
      });
    });
    let answer: StartAnswer;
    try {
      answer = await provider.start({ processId, shopProcessId: inserted.codigo, hookAlias, monto: order.total, metodo: payload.formaPago, orderCodigo: codigo, aliasToken, telefono });
    } catch (err) {
      // The provider refused or did not answer: this attempt ends here (if it did reach the provider, the
      // reconciliation asks for it and gives it back), and the customer may try again.
      this.deps.log.warn({ err, payment: inserted.codigo }, 'payment provider did not start the payment');
      await repo.transition(this.db, inserted.codigo, ['PENDIENTE'], 'RECHAZADO', { respuesta_descripcion: 'La pasarela de pagos no respondió.' });
      paymentOutcomes.inc({ metodo: String(payload.formaPago), proveedor: provider.id, resultado: 'SIN_RESPUESTA' });
      throw paymentErrors.providerDown();
    }
    paymentsStarted.inc({ metodo: String(payload.formaPago), proveedor: provider.id });
    const result = { codigo, metodo: payload.formaPago, monto: order.total };
    switch (answer.kind) {
      case 'frame':
        if (answer.process_id !== processId) await repo.setProcessId(this.db, inserted.codigo, answer.process_id);
        return { ok: true, process_id: answer.process_id, checkout: answer.checkout, ...(answer.frame ? { frame_url: answer.frame } : {}), hook_alias: hookAlias, result };
      case 'decided': {
        const outcome = await this.settle(provider.id, answer.event);
        if (outcome.estado !== 'APROBADO') throw paymentErrors.declined(answer.event.respuestaDescripcion);
        return { ok: true, hook_alias: hookAlias, result };
      }
      case 'redirect':
        return { ok: true, redirectUrl: answer.redirectUrl, hook_alias: hookAlias, result };
      case 'qr':
        return { ok: true, qr_image_url: answer.qr.qr_image_url, hook_alias: hookAlias, qr: answer.qr, result };
      case 'push':
        return { ok: true, hook_alias: hookAlias, result };
    }
  }

  /** Payment status by hook alias (or the QR token, which is the same), for the payment's customer only. */
  async status(customer: number | null, alias: string): Promise<PaymentStatus> {
    const p = await repo.paymentBy(this.db, 'hook_alias', alias);
    if (!p || (customer !== null && p.customer_codigo !== customer)) throw paymentErrors.paymentNotFound();
    return this.statusOf(p);
  }

  statusOf(p: repo.PaymentRow): PaymentStatus {
    const decided = p.estado !== 'PENDIENTE' || p.respuesta_codigo !== null;
    return {
      message: statusMessage(p),
      success: p.estado === 'APROBADO',
      pago: decided ? paymentResult(p) : null,
      peticion: { codigo: p.order_codigo },
    };
  }

  /**
   * A provider's callback, already authenticated. Idempotent: the event id is recorded first (a replay finds it
   * and changes nothing), and every change is a conditional update taken while holding the order's row, so two
   * confirmations of the same order, at the same time or one after the other, pay and prepare it once.
   */
  async applyCallback(proveedor: string, event: CallbackEvent): Promise<CallbackOutcome> {
    const outcome = await inTransaction(this.deps.target, async (trx) => {
      const payment = event.shopProcessId !== undefined ? await repo.paymentByCodigo(trx, event.shopProcessId) : await repo.paymentBy(trx, 'process_id', event.process_id);
      if (!payment || payment.proveedor !== proveedor) throw paymentErrors.paymentNotFound();
      // the amount the provider collected must be this payment's, before anything is recorded
      if (event.monto !== undefined && event.monto !== payment.monto) throw paymentErrors.amountMismatch();
      if (!(await repo.claimEvent(trx, proveedor, event.evento, event.tipo, payment.codigo, event))) {
        return { repetido: true, aplicado: false, estado: payment.estado, notify: null, metodo: payment.metodo };
      }
      const order = await repo.lockOrder(trx, payment.order_codigo);
      if (!order) throw paymentErrors.orderNotFound();
      const fields = {
        respuesta_codigo: event.respuestaCodigo,
        respuesta_descripcion: event.respuestaDescripcion,
        numero_tarjeta: event.numeroTarjeta ?? null,
      };
      let aplicado = false;
      let message: OutgoingMessage | null = null;
      let notify: 'confirmado' | 'reversado' | null = null;
      let estado: string = payment.estado;
      const reversed = {
        rollback: 'S' as const,
        motivo_rollback: event.motivoRollback ?? null,
        advertencia: event.advertencia ?? null,
        respuesta_descripcion: event.respuestaDescripcion,
      };

      if (event.tipo === 'pago' && event.aprobado) {
        // A second approval of a paid order is not applied (the provider gives it back); nor one past its time.
        if (order.estado === repo.ORDER_STATE.created && !(await repo.hasApproved(trx, order.codigo))) {
          aplicado = await repo.transition(trx, payment.codigo, ['PENDIENTE'], 'APROBADO', fields, true);
          if (aplicado) {
            await repo.setOrderState(trx, order.codigo, [repo.ORDER_STATE.created], repo.ORDER_STATE.paid);
            // A payment link is paid once: it closes with the payment that used it.
            if (payment.link_token) await repo.closeLink(trx, payment.link_token);
            message = await issueGiftcard(trx, order.codigo, this.deps.publicUrl);
            for (const hook of this.paidHooks) await hook(trx, order.codigo);
            notify = 'confirmado';
            estado = 'APROBADO';
          }
        }
      } else if (event.tipo === 'pago') {
        aplicado = await repo.transition(trx, payment.codigo, ['PENDIENTE'], 'RECHAZADO', fields);
        if (aplicado) estado = 'RECHAZADO';
      } else if (payment.estado === 'PENDIENTE') {
        // A reversal that overtakes its approval: the payment ends reversed, so the late approval finds nothing
        // to approve. The order keeps waiting for another payment (or its rollback).
        aplicado = await repo.transition(trx, payment.codigo, ['PENDIENTE'], 'REVERSADO', reversed);
        if (aplicado) estado = 'REVERSADO';
      } else {
        aplicado = await repo.transition(trx, payment.codigo, ['APROBADO'], 'REVERSADO', reversed);
        if (aplicado) {
          estado = 'REVERSADO';
          if (await repo.setOrderState(trx, order.codigo, [repo.ORDER_STATE.created, repo.ORDER_STATE.paid], repo.ORDER_STATE.annulled)) {
            await repo.restoreOrder(trx, order);
            await withdrawGiftcard(trx, order.codigo);
          }
          notify = 'reversado';
        }
      }
      if (aplicado) await repo.markEventApplied(trx, proveedor, event.evento);
      return { repetido: false, aplicado, estado, notify, message, customer: order.customer_codigo, order: order.codigo, metodo: payment.metodo };
    });
    if (outcome.aplicado) paymentOutcomes.inc({ metodo: String(outcome.metodo), proveedor, resultado: outcome.estado });
    if (outcome.notify && 'customer' in outcome) await this.notify(outcome.customer!, outcome.order!, outcome.notify);
    if ('message' in outcome && outcome.message) await this.deps.outbox?.send(outcome.message).catch((err: unknown) => this.deps.log.error({ err }, 'gift card message failed'));
    return { repetido: outcome.repetido, aplicado: outcome.aplicado, estado: outcome.estado };
  }

  /**
   * Applies a provider's outcome and, for providers that can be asked, closes the payment there: an approval the
   * shop cannot accept (the payment expired or was replaced, the order paid by another) is rolled back at once, so
   * no money stays taken for an order that will not be prepared. A payment rolled back at the provider (a reversal)
   * is closed too: nothing will confirm it any more.
   */
  async settle(proveedor: string, event: CallbackEvent): Promise<CallbackOutcome> {
    const outcome = await this.applyCallback(proveedor, event);
    const provider = this.deps.providers.byId(proveedor);
    const payment = event.shopProcessId ?? null;
    if (!provider?.confirmations || payment === null || outcome.repetido) return outcome;
    const row = await repo.paymentByCodigo(this.db, payment);
    if (!row) return outcome;
    if (event.tipo === 'pago' && event.aprobado && outcome.estado !== 'APROBADO') {
      await provider.confirmations.rollback({ shopProcessId: row.codigo, monto: row.monto });
      this.deps.log.warn({ payment: row.codigo }, 'late or replaced approval rolled back at the provider');
    }
    if (outcome.estado !== 'APROBADO') await repo.claimEvent(this.db, proveedor, repo.closedEvent(row.codigo), 'cierre', row.codigo, { estado: outcome.estado });
    return outcome;
  }

  /**
   * Asks the providers that can be asked about payments whose confirmation did not come (Bancard's
   * get_confirmation): a decided one is applied like its callback, one rolled back there as a reversal; one still
   * unknown past its time is rolled back at the provider and expires here. Answers how many payments were closed.
   */
  async reconcile(minAgeSeconds = 60): Promise<number> {
    const askable = this.deps.providers.all().filter((p) => p.confirmations);
    let closed = 0;
    for (const row of await repo.unsettledPayments(this.db, askable.map((p) => p.id), minAgeSeconds)) {
      const provider = askable.find((p) => p.id === row.proveedor)!;
      const asked = { shopProcessId: row.codigo, monto: row.monto };
      try {
        const event = await provider.confirmations!.ask(asked);
        if (event) {
          await this.settle(provider.id, event);
          closed += 1;
        } else if (row.estado !== 'PENDIENTE' || new Date(row.expires_at).getTime() <= Date.now()) {
          await provider.confirmations!.rollback(asked);
          await repo.transition(this.db, row.codigo, ['PENDIENTE'], 'EXPIRADO', { respuesta_descripcion: 'El pago no se confirmó a tiempo.' });
          await repo.claimEvent(this.db, provider.id, repo.closedEvent(row.codigo), 'cierre', row.codigo, { estado: 'rollback' });
          closed += 1;
        }
      } catch (err) {
        this.deps.log.warn({ err, payment: row.codigo }, 'payment provider could not be asked; trying again later');
      }
    }
    return closed;
  }

  private async notify(customer: number, order: number, kind: 'confirmado' | 'reversado') {
    if (!this.deps.notifications) return;
    try {
      await this.deps.notifications.createForCustomer(
        customer,
        kind === 'confirmado'
          ? { titulo: 'Pago confirmado', descripcion: `Recibimos el pago de tu pedido ${order}. Ya lo estamos preparando.`, enlace: `/pedido/${order}`, btnName: 'Ver pedido' }
          : { titulo: 'Pago reversado', descripcion: `El pago de tu pedido ${order} fue reversado y el pedido anulado.`, enlace: `/pedido/${order}`, btnName: 'Ver pedido' },
      );
    } catch (err) {
      this.deps.log.warn({ err, order }, 'payment notification failed');
    }
  }

  /**
   * Rolls back orders whose online payment was not confirmed within PAYMENT_ROLLBACK_MINUTES: their pending
   * payments expire, the order is annulled and its stock and gift card amount given back.
   */
  async sweep(): Promise<number> {
    let annulled = 0;
    for (const codigo of await repo.overdueOrders(this.db)) {
      const done = await inTransaction(this.deps.target, (trx) => repo.annulUnpaidOrder(trx, codigo));
      if (done) annulled += 1;
    }
    return annulled;
  }

  /** The approved-code vocabulary of a method's network, for screens that check it. */
  approvedCodeOf(metodo: string): string {
    const f = followUpOf(metodo);
    return f === 'qr-cabal' || f === 'qr-blupy' ? APPROVED_CODE[f] : '00';
  }
}

/**
 * A new order of a cart replaces the customer's orders of that cart (the usual one or the oncological one) still
 * waiting for their payment: each is annulled and its units come back (one with an approved payment stays).
 */
export async function annulUnpaidCartOrders(trx: Kysely<Database>, customer: number, oncologico: boolean, descripcion: string): Promise<void> {
  for (const previous of await repo.unpaidCartOrders(trx, customer, oncologico)) await repo.annulUnpaidOrder(trx, previous, descripcion);
}
