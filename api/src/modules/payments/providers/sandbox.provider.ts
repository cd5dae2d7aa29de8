import { checkoutFormFor } from '@botica/shared-contracts/payments/bancard-checkout';
import QRCode from 'qrcode';
import * as v from 'valibot';
import type { CallbackEvent, PaymentProvider, StartAnswer, StartRequest } from './provider.js';
import { SIGNATURE_HEADER, validSignature } from './signature.js';

/** The sandbox answers as Bancard does, at this address: its checkout script and its frames (decision 061). */
export const SANDBOX_BANCARD = '/sandbox/bancard';

/** The sandbox's own checkout script: the same global, forms and frame messages as the card provider's (decision 061). */
export const SANDBOX_CHECKOUT_SCRIPT = `${SANDBOX_BANCARD}/checkout/javascript/dist/bancard-checkout-4.0.0.js`;

/** Where the sandbox's script mounts each form's frame under SANDBOX_BANCARD: the paths of Bancard's published script. */
export const SANDBOX_FRAMES = {
  Checkout: '/checkout/new',
  Cards: '/checkout/register_card/new',
  Zimple: '/checkout/zimple/new',
  Confirmation: '/alias_token/confirmation/new',
  Preauthorization: '/checkout/preauthorization/new',
  Charge3DS: '/checkout/charge_3ds/new',
} as const;

/** The address of a process's frame, as the sandbox's script mounts it (the page may draw it first). */
export const sandboxFrame = (form: 'Checkout' | 'Cards' | 'Zimple' | 'Charge3DS', processId: string) =>
  `${SANDBOX_BANCARD}${SANDBOX_FRAMES[form]}?process_id=${encodeURIComponent(processId)}`;

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
          frame: sandboxFrame(checkoutFormFor(request.metodo), request.processId),
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
