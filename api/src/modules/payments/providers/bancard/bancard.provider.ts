import { timingSafeEqual } from 'node:crypto';
import { checkoutFormFor } from '@botica/shared-contracts/payments/bancard-checkout';
import { followUpOf } from '@botica/shared-contracts/payments/methods';
import * as v from 'valibot';
import type { AskedPayment, CallbackEvent, PaymentProvider, StartAnswer, StartRequest } from '../provider.js';
import { BancardClient, type BancardSettings } from './bancard.client.js';
import { APPROVED, CallbackSchema, CHECKOUT_SCRIPT, type Confirmation, CURRENCY, parseAmount, tokens } from './bancard.protocol.js';

/** One confirmation per shop_process_id: its id makes a repeated callback (or a get_confirmation after it) apply once. */
export const confirmEvent = (shopProcessId: number | string) => `confirm:${shopProcessId}`;

/** A Bancard outcome in the shop's vocabulary. */
export function eventOf(c: Confirmation): CallbackEvent {
  const code = c.response_code ?? '';
  return {
    evento: confirmEvent(c.shop_process_id),
    tipo: 'pago',
    process_id: '',
    shopProcessId: Number(c.shop_process_id),
    aprobado: code === APPROVED && (c.response ?? 'S') === 'S',
    respuestaCodigo: code,
    respuestaDescripcion: (c.response_description ?? c.response_details ?? c.extended_response_description ?? '').slice(0, 300),
    numeroTarjeta: c.card_number ? c.card_number.slice(0, 30) : null,
    monto: parseAmount(c.amount) ?? undefined,
  };
}

/**
 * get_confirmation answered AlreadyRollbackedError: the payment was rolled back at Bancard (by this shop, from the
 * merchants' portal, or by the cardholder cancelling), so nothing will confirm it. The shop applies it as a reversal
 * (`REVERSADO`, rollback 'S'), once: its event id is `rollback:{shop_process_id}`.
 */
export const rolledBackEvent = (shopProcessId: number): CallbackEvent => ({
  evento: `rollback:${shopProcessId}`,
  tipo: 'reverso',
  process_id: '',
  shopProcessId,
  aprobado: false,
  respuestaCodigo: '',
  respuestaDescripcion: 'El pago fue cancelado (rollback) en Bancard.',
  motivoRollback: null,
});

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Cards through Bancard vPOS 2.0 (PAYMENT_PROVIDER_CARDS=bancard): single_buy for the frame, charge of a saved card
 * (3-D Secure when Bancard asks for it), the confirmation callback checked by its token, get_confirmation and rollback.
 */
export class BancardProvider implements PaymentProvider {
  readonly approvedCode = APPROVED;
  readonly client: BancardClient;
  readonly confirmations: NonNullable<PaymentProvider['confirmations']>;

  constructor(
    readonly id: string,
    settings: BancardSettings,
    private readonly publicUrl: string,
  ) {
    this.client = new BancardClient(settings);
    this.confirmations = {
      ask: async (p: AskedPayment) => {
        const answer = await this.client.getConfirmation(p.shopProcessId);
        if (answer.kind === 'decided') return eventOf(answer.confirmation);
        return answer.kind === 'rolledback' ? rolledBackEvent(p.shopProcessId) : null;
      },
      rollback: (p: AskedPayment) => this.client.rollback(p.shopProcessId),
    };
  }

  get checkoutScript() {
    return `${this.client.settings.baseUrl}${CHECKOUT_SCRIPT}`;
  }

  async start(request: StartRequest): Promise<StartAnswer> {
    const back = `${this.publicUrl.replace(/\/$/, '')}/compra-finalizada/${request.orderCodigo}`;
    const description = `Pedido ${request.orderCodigo}`;
    if (followUpOf(request.metodo) === 'saved-card') {
      const charged = await this.client.charge({ shopProcessId: request.shopProcessId, monto: request.monto, aliasToken: request.aliasToken ?? '', description, returnUrl: back });
      if (charged.kind === '3ds') return { kind: 'frame', process_id: charged.processId, checkout: this.checkoutScript };
      return { kind: 'decided', event: eventOf(charged.confirmation) };
    }
    const processId = await this.client.singleBuy({
      shopProcessId: request.shopProcessId,
      monto: request.monto,
      description,
      returnUrl: back,
      cancelUrl: `${this.publicUrl.replace(/\/$/, '')}/procesar-pago`,
      // a Zimple payment: a single_buy with the wallet's phone in additional_data and zimple "S" (its own frame)
      zimple: checkoutFormFor(request.metodo) === 'Zimple' ? (request.telefono ?? '') : null,
    });
    return { kind: 'frame', process_id: processId, checkout: this.checkoutScript };
  }

  /** The confirmation callback: its token is md5(private_key + shop_process_id + "confirm" + amount + currency). */
  verify(rawBody: string): CallbackEvent | null {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = v.safeParse(CallbackSchema, body);
    if (!parsed.success) return null;
    const op = parsed.output.operation;
    if (typeof op.amount !== 'string' || parseAmount(op.amount) === null || op.currency !== CURRENCY) return null;
    if (!op.token || !/^\d{1,15}$/.test(String(op.shop_process_id))) return null;
    const expected = tokens.confirm(this.client.settings.privateKey, op.shop_process_id, op.amount, op.currency);
    return sameText(expected, op.token.toLowerCase()) ? eventOf(op) : null;
  }
}
