import { type PaymentFollowUp, followUpOf } from '@botica/shared-contracts/payments/methods';
import type { BancardSettings } from './bancard/bancard.client.js';
import { BancardProvider } from './bancard/bancard.provider.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider, type SandboxProviderOptions } from './sandbox.provider.js';

/** The sandbox providers, one per network the shop works with. */
const SANDBOX: Record<Exclude<PaymentFollowUp, 'none'>, SandboxProviderOptions> = {
  card: { id: 'sandbox-tarjeta', kind: 'card', approvedCode: '00', rejectedCode: '05' },
  'saved-card': { id: 'sandbox-tarjeta-catastrada', kind: 'saved-card', approvedCode: '00', rejectedCode: '05' },
  qr: { id: 'sandbox-qr', kind: 'qr', approvedCode: '00', rejectedCode: '51', clients: ['Banco Sandbox', 'Billetera Sandbox'] },
  'qr-cabal': { id: 'sandbox-qr-cabal', kind: 'qr', approvedCode: 'ACEP', rejectedCode: 'RECH', clients: ['Cabal', 'Panal'] },
  'qr-blupy': { id: 'sandbox-qr-blupy', kind: 'qr', approvedCode: 'Autorizado', rejectedCode: 'Rechazado', clients: ['Blupy'] },
  redirect: { id: 'sandbox-tigo', kind: 'redirect', approvedCode: 'success', rejectedCode: 'fail' },
  wallet: { id: 'sandbox-personal', kind: 'push', approvedCode: '00', rejectedCode: '05' },
};

export interface ProviderRegistry {
  forMethod(metodo: string): PaymentProvider | null;
  byId(id: string): PaymentProvider | null;
  all(): PaymentProvider[];
}

/**
 * Builds the providers: the sandbox ones, and Bancard vPOS for the cards (single payment, Zimple, saved cards, 3-D
 * Secure) when it is configured (PAYMENT_PROVIDER_CARDS=bancard). QR and wallets stay in the sandbox.
 */
export function buildProviders(secret: string, publicUrl: string, bancard: BancardSettings | null = null): ProviderRegistry {
  const built = new Map<string, PaymentProvider>(Object.entries(SANDBOX).map(([k, o]) => [k, new SandboxProvider(o, secret, publicUrl)]));
  if (bancard) {
    const cards = new BancardProvider('bancard', bancard, publicUrl);
    built.set('card', cards);
    built.set('saved-card', cards);
  }
  const byId = new Map([...built.values()].map((p) => [p.id, p]));
  return {
    forMethod: (metodo) => {
      const f = followUpOf(metodo);
      return f === 'none' ? null : (built.get(f) ?? null);
    },
    byId: (id) => byId.get(id) ?? null,
    all: () => [...byId.values()],
  };
}
