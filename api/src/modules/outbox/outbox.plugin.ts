import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from './outbox.mailer.js';
import { createOutbox } from './outbox.service.js';

/** Decorates `app.outbox` (see outbox.types.ts). Needs `app.db`. */
export default fp(
  async (app: FastifyInstance) => {
    const mailer = app.config.SMTP_URL ? createMailer(app.config.SMTP_URL, app.config.MAIL_FROM) : null;
    const outbox = createOutbox(app.db, mailer, app.log);
    app.decorate('outbox', outbox);
    app.addHook('preClose', async () => {
      await outbox.flush();
      mailer?.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
