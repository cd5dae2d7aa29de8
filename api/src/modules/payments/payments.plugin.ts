import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import '../sandbox/sandbox.types.js';
import { CardsService, removeAccountCards } from './cards.service.js';
import { PaymentsService } from './payments.service.js';
import sandboxPaymentRoutes from './payments.sandbox.js';
import type { BancardSettings } from './providers/bancard/bancard.client.js';
import { buildProviders, type ProviderRegistry } from './providers/registry.js';

export interface PaymentsModule {
  service: PaymentsService;
  cards: CardsService;
  providers: ProviderRegistry;
  /** The callbacks' shared secret (the sandbox providers sign with it). */
  secret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule;
  }
}

/** Bancard's settings when the cards go through it; the keys are required then. */
export function bancardSettings(c: Config): BancardSettings | null {
  if (c.PAYMENT_PROVIDER_CARDS !== 'bancard') return null;
  if (!c.BANCARD_PUBLIC_KEY || !c.BANCARD_PRIVATE_KEY) throw new Error('PAYMENT_PROVIDER_CARDS=bancard needs BANCARD_PUBLIC_KEY and BANCARD_PRIVATE_KEY');
  return { publicKey: c.BANCARD_PUBLIC_KEY, privateKey: c.BANCARD_PRIVATE_KEY, baseUrl: c.BANCARD_BASE_URL.replace(/\/+$/, ''), timeoutMs: c.BANCARD_TIMEOUT_MS, charge3ds: c.BANCARD_CHARGE_3DS };
}

/**
 * Payments: the providers, the service, the rollback sweep of unconfirmed payments and, with SANDBOX on, the
 * providers' pages (card frame, 3-D Secure, bank app, Tigo PIN) and the console block that decides payments.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secret = app.config.PAYMENT_CALLBACK_SECRET ?? randomBytes(32).toString('hex');
    if (!app.config.PAYMENT_CALLBACK_SECRET && !app.config.SANDBOX) {
      app.log.warn('PAYMENT_CALLBACK_SECRET is not set: provider callbacks are signed with a random key of this process');
    }
    const bancard = bancardSettings(app.config);
    const providers = buildProviders(secret, app.config.PUBLIC_URL, bancard);
    const service = new PaymentsService({ target: { db: app.db, pglite: app.pglite }, providers, notifications: app.notifications, log: app.log, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL });
    const cards = new CardsService({ db: app.db, pglite: app.pglite }, providers.byId('bancard') ? { settings: bancard!, publicUrl: app.config.PUBLIC_URL } : null);
    app.decorate('payments', { service, providers, secret, cards });
    app.accountRemoval.add('payments', removeAccountCards);

    const every = app.config.PAYMENT_SWEEP_SECONDS;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        // first ask the providers about payments whose confirmation did not come, then roll back what stays unpaid
        service
          .reconcile()
          .then((n) => n && app.log.info({ settled: n }, 'unconfirmed payments asked for at their provider'))
          .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'))
          .then(() => service.sweep())
          .then((n) => n && app.log.info({ annulled: n }, 'unconfirmed online payments rolled back'))
          .catch((err: unknown) => app.log.error({ err }, 'payment sweep failed'))
          .finally(() => (running = false));
      }, every * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    if (app.sandbox.enabled) await app.register(sandboxPaymentRoutes);
  },
  { name: 'payments', dependencies: ['database', 'sandbox', 'notifications', 'outbox', 'account-removal'] },
);
