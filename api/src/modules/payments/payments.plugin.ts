import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../sandbox/sandbox.types.js';
import { CardsService } from './cards.service.js';
import { PaymentsService } from './payments.service.js';
import sandboxPaymentRoutes from './payments.sandbox.js';
import { type ProviderRegistry, sandboxProviders } from './providers/registry.js';

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
    const providers = sandboxProviders(secret, app.config.PUBLIC_URL);
    const service = new PaymentsService({ target: { db: app.db, pglite: app.pglite }, providers, notifications: app.notifications, log: app.log, outbox: app.outbox, publicUrl: app.config.PUBLIC_URL });
    app.decorate('payments', { service, providers, secret, cards: new CardsService({ db: app.db, pglite: app.pglite }) });

    const every = app.config.PAYMENT_SWEEP_SECONDS;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        service
          .sweep()
          .then((n) => n && app.log.info({ annulled: n }, 'unconfirmed online payments rolled back'))
          .catch((err: unknown) => app.log.error({ err }, 'payment sweep failed'))
          .finally(() => (running = false));
      }, every * 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    if (app.sandbox.enabled) await app.register(sandboxPaymentRoutes);
  },
  { name: 'payments', dependencies: ['database', 'sandbox', 'notifications', 'outbox'] },
);
