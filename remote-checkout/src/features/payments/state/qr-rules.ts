import { APPROVED_CODE, QR_EXPIRY_MS, ROLLBACK_RECALCULATED } from '@botica/shared-contracts/payments/methods';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';
import type { PaymentStatus } from '@botica/shared-contracts/payments/responses';

export type QrVariant = 'qr' | 'qr-cabal' | 'qr-blupy';

export type QrOutcome =
  | { kind: 'waiting' }
  | { kind: 'paid' }
  | { kind: 'recalculated' }
  | { kind: 'error'; message: string; detail?: string | null };

const expired: QrOutcome = { kind: 'error', message: PAYMENT_MESSAGES.expired };

/**
 * What a QR page shows for a status answer (spec 001 §4 "QR payment pages"): /procesar-pago-qr follows the '00'
 * rules with the rollback reasons, /pago-qr-sicoop wants 'ACEP', /pago-qr-blupy 'Autorizado'. `elapsed` counts
 * from when the QR was shown; after 5 minutes without payment the wait has expired.
 */
export function qrOutcome(variant: QrVariant, status: PaymentStatus | null, codigo: number, elapsed: number): QrOutcome {
  const pago = status?.pago ?? null;
  const late = elapsed >= QR_EXPIRY_MS;
  if (!pago) {
    if (variant === 'qr-blupy') return late && status && !status.success && status.message === PAYMENT_MESSAGES.qrNotAuthorised ? expired : late && !status ? expired : { kind: 'waiting' };
    return late ? expired : { kind: 'waiting' };
  }
  if (pago.rollback === 'S') {
    if (variant === 'qr') {
      if (pago.motivoRollback === ROLLBACK_RECALCULATED) return { kind: 'recalculated' };
      if (pago.motivoRollback) return { kind: 'error', message: PAYMENT_MESSAGES.promotion, detail: pago.atributo.advertencia };
    }
    return { kind: 'error', message: PAYMENT_MESSAGES.reversed };
  }
  if (pago.estado === 'EXPIRADO') return expired;
  if (pago.respuestaCodigo !== APPROVED_CODE[variant]) {
    if (variant === 'qr-cabal') return { kind: 'error', message: PAYMENT_MESSAGES.eventFailed };
    return { kind: 'error', message: pago.respuestaDescripcion ?? PAYMENT_MESSAGES.eventFailed };
  }
  if (pago.peticionCodigo === codigo) return { kind: 'paid' };
  return late ? expired : { kind: 'waiting' };
}
