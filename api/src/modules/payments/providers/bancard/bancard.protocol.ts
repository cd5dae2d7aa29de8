import { createHash } from 'node:crypto';
import * as v from 'valibot';

/**
 * Bancard vPOS 2.0 as published (decision 061): every request is `{ public_key, operation: { token, … } }` and each
 * operation's token is the md5, hex, of the private key followed by the operation's fields in a fixed order.
 * Amounts are guaraníes with two decimals ("15000.00") and the currency is "PYG".
 */
export const CURRENCY = 'PYG';
export const API_PATH = '/vpos/api/0.3';
/** The checkout script the browser loads from the provider's address (the sandbox serves one that speaks the same). */
export const CHECKOUT_SCRIPT = '/checkout/javascript/dist/bancard-checkout-4.0.0.js';
/** Code of an approved operation. */
export const APPROVED = '00';

/** "NNNN.00": the shop only handles whole guaraníes. */
export function formatAmount(monto: number): string {
  if (!Number.isSafeInteger(monto) || monto <= 0) throw new RangeError(`amount must be a positive whole number of guaraníes: ${monto}`);
  return `${monto}.00`;
}

/** The amount of an answer back in guaraníes; null unless it is exactly "NNNN.00". */
export function parseAmount(amount: unknown): number | null {
  if (typeof amount !== 'string' || !/^[1-9]\d{0,14}\.00$/.test(amount)) return null;
  return Number(amount.slice(0, -3));
}

const md5 = (...parts: (string | number)[]) => createHash('md5').update(parts.join(''), 'utf8').digest('hex');

/** The tokens, each over the exact concatenation the protocol names. */
export const tokens = {
  singleBuy: (key: string, shopProcessId: number, amount: string) => md5(key, shopProcessId, amount, CURRENCY),
  confirm: (key: string, shopProcessId: number | string, amount: string, currency: string) => md5(key, shopProcessId, 'confirm', amount, currency),
  getConfirmation: (key: string, shopProcessId: number) => md5(key, shopProcessId, 'get_confirmation'),
  rollback: (key: string, shopProcessId: number) => md5(key, shopProcessId, 'rollback', '0.00'),
  cardsNew: (key: string, cardId: number, userId: number) => md5(key, cardId, userId, 'request_new_card'),
  usersCards: (key: string, userId: number) => md5(key, userId, 'request_user_cards'),
  deleteCard: (key: string, userId: number, aliasToken: string) => md5(key, 'delete_card', userId, aliasToken),
  charge: (key: string, shopProcessId: number, amount: string, aliasToken: string) => md5(key, shopProcessId, 'charge', amount, CURRENCY, aliasToken),
};

const Message = v.object({ key: v.optional(v.string()), level: v.optional(v.string()), dsc: v.optional(v.string()) });
const text = v.optional(v.nullable(v.string()));

/** An operation's outcome, as the confirmation callback, get_confirmation and charge carry it. */
export const ConfirmationSchema = v.object({
  token: text,
  shop_process_id: v.union([v.string(), v.number()]),
  response: text,
  response_details: text,
  // a string "NNNN.00" in the callback and get_confirmation; the charge's answer shows it as a number
  amount: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  currency: text,
  authorization_number: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  ticket_number: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  response_code: text,
  response_description: text,
  extended_response_description: text,
  card_number: text,
});
export type Confirmation = v.InferOutput<typeof ConfirmationSchema>;

/** What Bancard posts to the shop's confirmation address. */
export const CallbackSchema = v.object({ operation: ConfirmationSchema });

export const AnswerSchema = v.object({
  // the charge's answer comes without it (its outcome, or the 3-D Secure process id, is in `operation`)
  status: v.optional(v.string()),
  process_id: v.optional(v.string()),
  messages: v.optional(v.array(Message)),
  // get_confirmation's outcome (read with ConfirmationSchema); a charge's, or its 3-D Secure process id, may come here too
  confirmation: v.optional(v.looseObject({ process_id: text, response_code: text })),
  operation: v.optional(v.looseObject({ process_id: text, response_code: text })),
  cards: v.optional(
    v.array(
      v.object({
        card_id: v.union([v.number(), v.string()]),
        alias_token: v.string(),
        card_masked_number: v.string(),
        expiration_date: v.optional(v.string()),
        card_brand: v.string(),
        card_type: v.optional(v.string()),
      }),
    ),
  ),
});
export type Answer = v.InferOutput<typeof AnswerSchema>;
export type RemoteCard = NonNullable<Answer['cards']>[number];
