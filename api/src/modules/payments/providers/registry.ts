import { type PaymentFollowUp, followUpOf } from '@botica/shared-contracts/payments/methods';
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

/** Builds the providers. Only sandbox ones exist today; a real provider would be chosen here by configuration. */
export function sandboxProviders(secret: string, publicUrl: string): ProviderRegistry {
  const built = new Map(Object.entries(SANDBOX).map(([k, o]) => [k, new SandboxProvider(o, secret, publicUrl)]));
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
