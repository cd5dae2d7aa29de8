import type { QrData } from '@botica/shared-contracts/payments/responses';

/** Navigation state of /procesar-pago and /autorizacion-pago. */
export interface CardPaymentState {
  process_id: string;
  paymentType: string;
  codigo: number;
  aliasToken: string | null;
  /** The provider's checkout script that mounts the frame (absent: the sandbox's). */
  checkout?: string;
  /** The frame's address when the page may draw it before the script runs (the sandbox's). */
  frameUrl?: string;
}

/** Navigation state of the QR pages. `abierto`: when the QR was first shown (the 5-minute expiry counts from it). */
export interface QrPaymentState {
  codigo: number;
  metodo: string;
  qr: QrData;
  abierto: number;
}

export function isCardState(s: unknown): s is CardPaymentState {
  return typeof s === 'object' && s !== null && typeof (s as CardPaymentState).process_id === 'string' && (s as CardPaymentState).process_id !== '' && typeof (s as CardPaymentState).codigo === 'number';
}

export function isQrState(s: unknown): s is QrPaymentState {
  return typeof s === 'object' && s !== null && typeof (s as QrPaymentState).codigo === 'number' && typeof (s as QrPaymentState).qr?.hook_alias === 'string';
}
