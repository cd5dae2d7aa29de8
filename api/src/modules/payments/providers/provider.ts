import type { QrData } from '@botica/shared-contracts/payments/responses';

/** What the shop asks a provider to collect. */
export interface StartRequest {
  processId: string;
  hookAlias: string;
  monto: number;
  metodo: string;
  orderCodigo: number;
  aliasToken: string | null;
  telefono: string | null;
}

/** What the customer does next: a frame to pay in, a page to go to, a QR to scan, or a push to accept on the phone. */
export type StartAnswer =
  | { kind: 'frame'; process_id: string }
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
}
