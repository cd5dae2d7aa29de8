import * as v from 'valibot';
import { API_PATH, type Answer, AnswerSchema, type Confirmation, ConfirmationSchema, formatAmount, type RemoteCard, tokens } from './bancard.protocol.js';

export interface BancardSettings {
  publicKey: string;
  privateKey: string;
  /** The environment's address (staging or production), without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  /**
   * Whether a charge asks for 3-D Secure's process id (`extra_response_attributes: ["confirmation.process_id"]`, which
   * the specification v1.22 says to always send): on by default; off for a merchant without Bancard's 3-D Secure
   * product, whose charges Bancard refuses when they carry it (BANCARD_CHARGE_3DS=off).
   */
  charge3ds: boolean;
}

/** Bancard answered, but not with success: its first message (Spanish for the shop's screens when it has one). */
export class BancardError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The outcome of get_confirmation: decided (approved or not), unknown to Bancard (never paid, or still open), or
 * rolled back there (`AlreadyRollbackedError`: closed for good, nothing will be confirmed).
 */
export type ConfirmationAnswer = { kind: 'decided'; confirmation: Confirmation } | { kind: 'unknown' } | { kind: 'rolledback'; description: string };

/** What a charge asks Bancard to add to its answer: the process id of the 3-D Secure frame (specification v1.22). */
export const CHARGE_3DS_ATTRIBUTES = ['confirmation.process_id'];

const hasKey = (answer: Answer, key: string) => answer.messages?.some((m) => m.key === key) ?? false;

/** A charge of a saved card: decided at once, or 3-D Secure asked for (the frame's process id). */
export type ChargeAnswer = { kind: 'decided'; confirmation: Confirmation } | { kind: '3ds'; processId: string };

/** The vPOS 2.0 operations, over HTTPS with a timeout: a silent provider ends as an error, never as a hung request. */
export class BancardClient {
  constructor(readonly settings: BancardSettings) {}

  private get key() {
    return this.settings.privateKey;
  }

  private async call(method: 'POST' | 'DELETE', path: string, operation: Record<string, unknown>): Promise<Answer> {
    const res = await fetch(`${this.settings.baseUrl}${API_PATH}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ public_key: this.settings.publicKey, operation }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const parsed = v.safeParse(AnswerSchema, await res.json().catch(() => null));
    if (!parsed.success) throw new BancardError('InvalidAnswer', `Bancard answered ${res.status} without a readable body`);
    return parsed.output;
  }

  private static failure(answer: Answer): BancardError {
    const m = answer.messages?.[0];
    return new BancardError(m?.key ?? 'UnknownError', m?.dsc ?? 'Bancard no pudo procesar la operación.');
  }

  /**
   * single_buy: the process id the checkout frame opens. `zimple`: the wallet's phone of a Zimple payment (sent in
   * additional_data with `zimple: "S"`; its process opens in Zimple's frame, `Bancard.Zimple.createForm`).
   */
  async singleBuy(o: { shopProcessId: number; monto: number; description: string; returnUrl: string; cancelUrl: string; zimple?: string | null }): Promise<string> {
    const amount = formatAmount(o.monto);
    const answer = await this.call('POST', '/single_buy', {
      token: tokens.singleBuy(this.key, o.shopProcessId, amount),
      shop_process_id: o.shopProcessId,
      amount,
      currency: 'PYG',
      description: o.description.slice(0, 20),
      additional_data: o.zimple ?? '',
      return_url: o.returnUrl,
      cancel_url: o.cancelUrl,
      ...(typeof o.zimple === 'string' ? { zimple: 'S' } : {}),
    });
    if (answer.status !== 'success' || !answer.process_id) throw BancardClient.failure(answer);
    return answer.process_id;
  }

  /** get_confirmation: what became of a payment whose confirmation the shop did not receive. */
  async getConfirmation(shopProcessId: number): Promise<ConfirmationAnswer> {
    const answer = await this.call('POST', '/single_buy/confirmations', { token: tokens.getConfirmation(this.key, shopProcessId), shop_process_id: shopProcessId });
    if (answer.status === 'success' && answer.confirmation) {
      const confirmation = v.safeParse(ConfirmationSchema, answer.confirmation);
      if (!confirmation.success) throw new BancardError('InvalidAnswer', 'Bancard answered get_confirmation without its outcome');
      return { kind: 'decided', confirmation: confirmation.output };
    }
    if (hasKey(answer, 'PaymentNotFoundError')) return { kind: 'unknown' };
    if (hasKey(answer, 'AlreadyRollbackedError')) return { kind: 'rolledback', description: answer.messages!.find((m) => m.key === 'AlreadyRollbackedError')!.dsc ?? '' };
    throw BancardClient.failure(answer);
  }

  /**
   * rollback: cancels a payment (paid or not). Done too when Bancard never saw it (PaymentNotFoundError, which the
   * specification says to take as a correct answer) or already holds its rollback (AlreadyRollbackedError).
   */
  async rollback(shopProcessId: number): Promise<void> {
    const answer = await this.call('POST', '/single_buy/rollback', { token: tokens.rollback(this.key, shopProcessId), shop_process_id: shopProcessId });
    if (answer.status === 'success' || hasKey(answer, 'PaymentNotFoundError') || hasKey(answer, 'AlreadyRollbackedError')) return;
    throw BancardClient.failure(answer);
  }

  /** cards/new: the process id of the card-registration ("catastro") frame. */
  async cardsNew(o: { cardId: number; userId: number; phone: string; email: string; returnUrl: string }): Promise<string> {
    const answer = await this.call('POST', '/cards/new', {
      token: tokens.cardsNew(this.key, o.cardId, o.userId),
      card_id: o.cardId,
      user_id: o.userId,
      user_cell_phone: o.phone,
      user_mail: o.email,
      return_url: o.returnUrl,
    });
    if (answer.status !== 'success' || !answer.process_id) throw BancardClient.failure(answer);
    return answer.process_id;
  }

  /** users/{id}/cards: the user's cards, each with the alias token a charge uses. */
  async usersCards(userId: number): Promise<RemoteCard[]> {
    const answer = await this.call('POST', `/users/${userId}/cards`, { token: tokens.usersCards(this.key, userId), user_id: userId });
    if (answer.status !== 'success') throw BancardClient.failure(answer);
    return answer.cards ?? [];
  }

  async deleteCard(userId: number, aliasToken: string): Promise<void> {
    const answer = await this.call('DELETE', `/users/${userId}/cards`, { token: tokens.deleteCard(this.key, userId, aliasToken), alias_token: aliasToken });
    if (answer.status !== 'success') throw BancardClient.failure(answer);
  }

  /** charge: pays with a saved card by its alias token; Bancard may ask for 3-D Secure first. */
  async charge(o: { shopProcessId: number; monto: number; aliasToken: string; description: string; returnUrl: string }): Promise<ChargeAnswer> {
    const amount = formatAmount(o.monto);
    const answer = await this.call('POST', '/charge', {
      token: tokens.charge(this.key, o.shopProcessId, amount, o.aliasToken),
      shop_process_id: o.shopProcessId,
      amount,
      number_of_payments: 1,
      currency: 'PYG',
      additional_data: '',
      description: o.description.slice(0, 20),
      alias_token: o.aliasToken,
      return_url: o.returnUrl,
      ...(this.settings.charge3ds ? { extra_response_attributes: CHARGE_3DS_ATTRIBUTES } : {}),
    });
    // the specification shows the outcome under `operation`; the attribute asked for names it `confirmation`
    const op = answer.operation ?? answer.confirmation;
    if (!op || answer.status === 'error') throw BancardClient.failure(answer);
    // 3-D Secure: every field empty but the process id of the frame to authenticate in (specification 1.16)
    if (op.process_id && !op.response_code) return { kind: '3ds', processId: op.process_id };
    const confirmation = v.safeParse(ConfirmationSchema, op);
    if (!confirmation.success) throw new BancardError('InvalidAnswer', 'Bancard answered the charge without its outcome');
    return { kind: 'decided', confirmation: confirmation.output };
  }
}
