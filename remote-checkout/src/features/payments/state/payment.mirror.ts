import * as v from 'valibot';
import { readPageCookie, writePageCookie } from '../../../app/page-cookie';
import type { CardPaymentState } from './payment-state';

/**
 * The card payment under way, in a cookie next to the page's history entry, so the server can draw /procesar-pago
 * and /autorizacion-pago when the shopper reloads them (the history entry's state never reaches the server). The
 * history entry stays the source of truth in the browser: the cookie is written with it (the order's first
 * payment, each retry) and removed when the payment is approved. It holds only what the page draws: the order's
 * number, the provider's process id, the method and the saved card's alias; it never carries a credential.
 *
 * Each page has its own cookie, sent only with its own document (Path), and it lives as long as a payment process
 * may stay open at the provider.
 */
export const PAYMENT_MIRROR_COOKIES = {
  card: { name: 'pago_en_curso', path: '/procesar-pago' },
  authorization: { name: 'autorizacion_en_curso', path: '/autorizacion-pago' },
} as const;

export type PaymentVariant = keyof typeof PAYMENT_MIRROR_COOKIES;

/** Thirty minutes: the provider closes an unfinished process well before. */
const MAX_AGE_S = 30 * 60;
/** The most a value may take (encoded); anything longer is not one of ours. */
const MAX_BYTES = 1024;

/** What a payment cookie must hold to be drawn; anything else is not one of ours. */
const PaymentMirrorSchema = v.object({
  codigo: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  process_id: v.pipe(v.string(), v.nonEmpty()),
  paymentType: v.string(),
  aliasToken: v.nullable(v.string()),
  checkout: v.optional(v.pipe(v.string(), v.maxLength(300))),
  frameUrl: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

/** The cookie's value for a payment. */
export function paymentMirrorValue(state: CardPaymentState): string {
  const { codigo, process_id, paymentType, aliasToken, checkout, frameUrl } = state;
  return encodeURIComponent(JSON.stringify({ codigo, process_id, paymentType, aliasToken, checkout, frameUrl }));
}

const write = (variant: PaymentVariant, value: string | null) => writePageCookie(PAYMENT_MIRROR_COOKIES[variant], value, MAX_AGE_S);

/** Writes the payment under way for its page (before navigating to it, and on each retry). */
export function writePaymentMirror(variant: PaymentVariant, state: CardPaymentState): void {
  const value = paymentMirrorValue(state);
  write(variant, value.length <= MAX_BYTES ? value : null);
}

/** Forgets the payment under way (approved: nothing is left to pay). */
export function clearPaymentMirror(variant: PaymentVariant): void {
  write(variant, null);
}

/** The payment a request's Cookie header carries for a page, or null (none, or one that cannot be read). */
export function readPaymentMirror(cookieHeader: string | undefined, variant: PaymentVariant): CardPaymentState | null {
  const raw = readPageCookie(cookieHeader, PAYMENT_MIRROR_COOKIES[variant].name);
  if (!raw || raw.length > MAX_BYTES) return null;
  try {
    const parsed = v.safeParse(PaymentMirrorSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
