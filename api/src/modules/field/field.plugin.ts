import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorAccess, OPERATOR_PATH } from '../operators/operators.access.js';
import { loginPage } from '../releases/releases.page.js';
import { fieldPage } from './field.page.js';
import { FieldService } from './field.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Field measurements: what shoppers' browsers report (decision 080). */
    field: FieldService;
  }
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
/** How long the minutes are kept. */
const RETENTION_DAYS = 14;

/**
 * The field measurements' service, their upkeep (minutes older than two weeks dropped, hourly) and the operator's page
 * `/operador/medidas` (the operator's login of the release registry's page: never open).
 */
export default fp(
  async (app: FastifyInstance) => {
    const service = new FieldService(app, {
      // a client error counts for its version's canary watch too (the release registry's counts)
      onClientError: (name, version) => app.releases.recordError(name, version).catch((err: unknown) => app.log.warn({ err }, 'error de cliente sin contar para su versión')),
    });
    app.decorate('field', service);
    const upkeep = setInterval(() => void service.prune(RETENTION_DAYS).catch((err: unknown) => app.log.warn({ err }, 'limpieza de medidas de campo')), 3_600_000);
    upkeep.unref();
    app.addHook('onClose', async () => clearInterval(upkeep));

    const access = operatorAccess(app);
    app.get(`${OPERATOR_PATH}/medidas`, { schema: { hide: true } }, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', PAGE_CSP);
      const operator = access.fromCookie(req);
      if (!operator) return reply.status(access.configured ? 401 : 503).send(loginPage({ configured: access.configured }));
      return reply.send(fieldPage(await service.overview(), operator));
    });
  },
  { name: 'field', dependencies: ['database', 'releases'] },
);
