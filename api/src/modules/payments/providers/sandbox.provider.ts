import QRCode from 'qrcode';
import * as v from 'valibot';
import type { CallbackEvent, PaymentProvider, StartAnswer, StartRequest } from './provider.js';
import { SIGNATURE_HEADER, validSignature } from './signature.js';

/** The sandbox's own checkout script: the same createForm calls and frame messages as the card provider's (decision 061). */
export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox/bancard/checkout/javascript/dist/bancard-checkout-4.0.0.js';

/** Where the sandbox script mounts each of the protocol's forms (process id appended). */
export const SANDBOX_FRAMES = { Checkout: '/sandbox/pagos/checkout/', Charge3DS: '/sandbox/pagos/autorizacion/', Cardsnew: '/sandbox/pagos/catastro/' } as const;

export type SandboxKind = 'card' | 'saved-card' | 'qr' | 'redirect' | 'push';

export interface SandboxProviderOptions {
  id: string;
  kind: SandboxKind;
  approvedCode: string;
  rejectedCode: string;
  /** Apps shown under the QR as able to pay it. */
  clients?: string[];
}

const CallbackSchema = v.object({
  evento: v.pipe(v.string(), v.minLength(8), v.maxLength(80)),
  tipo: v.picklist(['pago', 'reverso']),
  process_id: v.pipe(v.string(), v.maxLength(80)),
  aprobado: v.boolean(),
  respuestaCodigo: v.pipe(v.string(), v.maxLength(40)),
  respuestaDescripcion: v.pipe(v.string(), v.maxLength(300)),
  numeroTarjeta: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(30)))),
  motivoRollback: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(80)))),
  advertencia: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300)))),
});

/**
 * A local stand-in for a Paraguayan payment provider. The customer-facing parts (card frame, 3-D Secure,
 * bank-app page, Tigo PIN page, wallet push) are pages of the sandbox (`payments.sandbox.ts`); they decide the
 * payment and send the signed callback to the shop exactly as the real provider would.
 */
export class SandboxProvider implements PaymentProvider {
  readonly id: string;
  readonly approvedCode: string;
  readonly rejectedCode: string;
  readonly kind: SandboxKind;
  private readonly clients: string[];

  constructor(
    options: SandboxProviderOptions,
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {
    this.id = options.id;
    this.kind = options.kind;
    this.approvedCode = options.approvedCode;
    this.rejectedCode = options.rejectedCode;
    this.clients = options.clients ?? [];
  }

  async start(request: StartRequest): Promise<StartAnswer> {
    switch (this.kind) {
      case 'card':
      case 'saved-card':
        return {
          kind: 'frame',
          process_id: request.processId,
          checkout: SANDBOX_CHECKOUT_SCRIPT,
          frame: `${this.kind === 'card' ? SANDBOX_FRAMES.Checkout : SANDBOX_FRAMES.Charge3DS}${request.processId}`,
        };
      case 'redirect':
        return { kind: 'redirect', redirectUrl: `/sandbox/pagos/tigo/${request.processId}` };
      case 'push':
        return { kind: 'push' };
      case 'qr': {
        // What the bank app reads: the address of the payment at the provider.
        const content = `${this.publicUrl.replace(/\/$/, '')}/sandbox/pagos/banco/${request.hookAlias}`;
        return {
          kind: 'qr',
          qr: {
            qr_image_url: `/sandbox/pagos/qr/${request.hookAlias}.png`,
            qr_base64: await QRCode.toDataURL(content, { margin: 1, width: 280 }),
            hook_alias: request.hookAlias,
            tieneTope: { tiene: false, mensaje: null },
            supported_clients: this.clients.map((name) => ({ name, logo_url: null })),
            imagen: null,
            pago: { token: request.hookAlias },
          },
        };
      }
    }
  }

  verify(rawBody: string, headers: Record<string, string | string[] | undefined>): CallbackEvent | null {
    if (!validSignature(this.secret, rawBody, headers[SIGNATURE_HEADER])) return null;
    try {
      const parsed = v.safeParse(CallbackSchema, JSON.parse(rawBody));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }
}

/** The QR image of a payment (PNG), as the provider serves it. */
export const qrPng = (content: string) => QRCode.toBuffer(content, { margin: 1, width: 280 });
