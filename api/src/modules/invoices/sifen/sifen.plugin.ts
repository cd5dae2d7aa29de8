import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SIFEN_BASE_URLS, SifenClient } from './sifen.client.js';
import { registerSifenGauges } from './sifen.metrics.js';
import { SifenService } from './sifen.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SIFEN sender; null when no certificate is configured (invoices stay test-environment ones, unsent). */
    sifen: SifenService | null;
  }
}

/**
 * SIFEN, switched on by a certificate (SIFEN_CERT_PATH + SIFEN_CERT_PASSWORD): the client of the configured
 * environment (or SIFEN_BASE_URL), the sender and its timer (SIFEN_POLL_SECONDS). Its state is in the database, so a
 * restart goes on where it stopped.
 */
export default fp(
  async (app: FastifyInstance) => {
    const c = app.config;
    registerSifenGauges(app);
    if (!c.SIFEN_CERT_PATH || !c.SIFEN_CERT_PASSWORD) {
      app.decorate('sifen', null);
      return;
    }
    const certificate = { path: c.SIFEN_CERT_PATH, password: c.SIFEN_CERT_PASSWORD };
    const client = new SifenClient({
      baseUrl: c.SIFEN_BASE_URL ?? SIFEN_BASE_URLS[c.SIFEN_ENV],
      pfx: readFileSync(certificate.path),
      passphrase: certificate.password,
      timeoutMs: c.SIFEN_TIMEOUT_MS,
      caPath: c.SIFEN_CA_PATH,
    });
    const service = new SifenService({
      target: { db: app.db, pglite: app.pglite },
      client,
      certificate,
      ruc: c.SIFEN_RUC,
      retryBaseMs: c.SIFEN_RETRY_SECONDS * 1000,
      // A job is held a little longer than one answer can take, so a crashed worker's job is taken again soon.
      leaseMs: c.SIFEN_TIMEOUT_MS * 3 + 10_000,
      log: app.log.child({ module: 'sifen' }),
      mode: c.SIFEN_SEND_MODE,
      loteSize: c.SIFEN_LOTE_SIZE,
    });
    app.decorate('sifen', service);
    app.log.info({ ambiente: c.SIFEN_ENV, envio: c.SIFEN_SEND_MODE, url: c.SIFEN_BASE_URL ?? SIFEN_BASE_URLS[c.SIFEN_ENV] }, 'SIFEN: facturas firmadas y enviadas');

    let timer: NodeJS.Timeout | null = null;
    if (c.SIFEN_POLL_SECONDS > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          service.tick().catch((err: unknown) => app.log.error({ err }, 'SIFEN: el envío falló'));
        }, c.SIFEN_POLL_SECONDS * 1000);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await service.idle();
      client.close();
    });
  },
  { name: 'sifen', dependencies: ['database'] },
);
