/**
 * How each payment method is followed up after the order (spec 001 §4 "Post-order payment routing"). The names
 * are the catalogue's; itau, itau_amex, pago_unico_cu, pago_qr_itau and tarjeta_catastrada are routed the same
 * way when a payment step offers them.
 */
export type PaymentFollowUp = 'card' | 'saved-card' | 'qr' | 'qr-cabal' | 'qr-blupy' | 'redirect' | 'wallet' | 'none';

const FOLLOW_UP: Record<string, PaymentFollowUp> = {
  pago_unico: 'card',
  zimple: 'card',
  itau: 'card',
  itau_amex: 'card',
  pago_unico_cu: 'card',
  credito_debito: 'card',
  tarjeta_catastrada: 'saved-card',
  pago_qr: 'qr',
  pago_qr_itau: 'qr',
  pago_qr_cabal: 'qr-cabal',
  pago_qr_blupy: 'qr-blupy',
  tigo_money: 'redirect',
  billetera_personal: 'wallet',
};

export const followUpOf = (metodo: string | null | undefined): PaymentFollowUp => (metodo ? (FOLLOW_UP[metodo] ?? 'none') : 'none');

/**
 * The payment type code each method is started with (spec 000 §9): S for single payment, the method's own code for
 * the others, N for anything else.
 */
export const PAYMENT_TYPE_CODES = [
  'S', 'ZIMPLE', 'ITAU', 'ITAU_AMEX', 'TIGOMONEY', 'BILLETERA_PERSONAL', 'PAGO_QR', 'PAGO_QR_ITAU', 'PAGO_QR_CABAL', 'PAGO_UNICO_CU', 'PAGO_QR_BLUPY', 'N',
] as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE_CODES)[number];

const TYPE_CODE: Record<string, PaymentTypeCode> = {
  pago_unico: 'S',
  zimple: 'ZIMPLE',
  itau: 'ITAU',
  itau_amex: 'ITAU_AMEX',
  tigo_money: 'TIGOMONEY',
  billetera_personal: 'BILLETERA_PERSONAL',
  pago_qr: 'PAGO_QR',
  pago_qr_itau: 'PAGO_QR_ITAU',
  pago_qr_cabal: 'PAGO_QR_CABAL',
  pago_unico_cu: 'PAGO_UNICO_CU',
  pago_qr_blupy: 'PAGO_QR_BLUPY',
};

export const paymentTypeCode = (metodo: string | null | undefined): PaymentTypeCode => (metodo ? (TYPE_CODE[metodo] ?? 'N') : 'N');

/** Methods paid through a provider after the order (the rest go straight to the completion page). */
export const ONLINE_METHOD_NAMES = Object.keys(FOLLOW_UP);

/** Payment polling interval and QR expiry (spec 001 §9); the wallet wait of the finish button (spec 000 §4). */
export const PAYMENT_POLL_MS = 10_000;
export const QR_EXPIRY_MS = 5 * 60_000;
export const WALLET_WAIT_MS = 50_000;
/** A payment not confirmed by then is rolled back on the server. */
export const PAYMENT_ROLLBACK_MINUTES = 10;

/** The card provider frame's success message (spec 001 §4) and the card registration's. */
export const PAYMENT_SUCCESS = 'payment_success';
export const ADD_CARD_SUCCESS = 'add_new_card_success';

/** What each QR network answers when the payment is authorised. */
export const APPROVED_CODE = { qr: '00', 'qr-cabal': 'ACEP', 'qr-blupy': 'Autorizado' } as const;

/** The rollback reason that sends the customer back to a recalculated cart. */
export const ROLLBACK_RECALCULATED = 'PETICION_RECALCULADO_TOPE';
