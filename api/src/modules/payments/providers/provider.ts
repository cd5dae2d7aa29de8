import type { QrData } from '@botica/shared-contracts/payments/responses';

/** What the shop asks a provider to collect. */
export interface StartRequest {
  processId: string;
  /** The payment's number at the shop (Bancard's integer shop_process_id). */
  shopProcessId: number;
  hookAlias: string;
  monto: number;
  metodo: string;
  orderCodigo: number;
  aliasToken: string | null;
  telefono: string | null;
}

/** What the customer does next: a frame to pay in, a page to go to, a QR to scan, or a push to accept on the phone. */
export type StartAnswer =
  /** `checkout`: where the browser loads the provider's checkout script from (decision 061). */
  /** `frame`: the frame's address when the page may draw it before the script runs (the sandbox's). */
  | { kind: 'frame'; process_id: string; checkout: string; frame?: string }
  /** Decided at once (a saved card charged without 3-D Secure): the shop applies it as it applies a callback. */
  | { kind: 'decided'; event: CallbackEvent }
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'qr'; qr: QrData }
  | { kind: 'push' };

/** A provider's notice that a payment was decided or reversed, once authenticated. */
export interface CallbackEvent {
  evento: string;
  tipo: 'pago' | 'reverso';
  process_id: string;
  aprobado: boolean;
  respuestaCodigo: string;
  respuestaDescripcion: string;
  numeroTarjeta?: string | null;
  motivoRollback?: string | null;
  advertencia?: string | null;
  /** Providers that name a payment by the shop's number (Bancard's shop_process_id) instead of the process id. */
  shopProcessId?: number;
  /** The amount the provider says it collected; the shop refuses an event whose amount is not the payment's. */
  monto?: number;
}

/** A payment the shop asks its provider about. */
export interface AskedPayment {
  shopProcessId: number;
  monto: number;
}

/**
 * One payment provider. The shop only talks to providers through this: starting a payment, and checking the
 * callbacks they send. The sandbox providers implement it locally; a real provider implements the same.
 */
export interface PaymentProvider {
  /** Stored with each payment; the callback address is /api/pagos/notificacion/{id}. */
  readonly id: string;
  /** The response code that means "authorised" in this provider's vocabulary. */
  readonly approvedCode: string;
  start(request: StartRequest): Promise<StartAnswer>;
  /** Authenticates a callback (signature over the raw body); null when it is not genuine or malformed. */
  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): CallbackEvent | null;
  /**
   * Providers that can be asked: what became of a payment whose callback never came (null: the provider does not
   * know it, or it is still open), and giving back a payment the shop cannot accept (late, or replaced).
   */
  readonly confirmations?: {
    ask(payment: AskedPayment): Promise<CallbackEvent | null>;
    rollback(payment: AskedPayment): Promise<void>;
  };
}
