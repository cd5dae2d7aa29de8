import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldReportSchema } from '@botica/shared-contracts/field/payloads';
import { AppError } from '../../http/app-error.js';
import { allowedOrigins, FOREIGN_ORIGIN_MESSAGE, isForeign } from '../../plugins/same-origin.js';
import { operatorAccess } from '../operators/operators.access.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['medidas'];

/**
 * Field measurements (decision 080). `POST /api/campo` takes what a page view's browser reports with
 * navigator.sendBeacon, which cannot add the application's authorisation header: the route is exempt from it, but
 * not from the same-origin check (done here), its schema (routes of the route table, error class names, no text of
 * the shopper's) or its limit per address. `GET /api/operador/medidas` is the operator page's data for the tools.
 */
export default async function fieldRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const origins = allowedOrigins(app.config);
  const access = operatorAccess(app);

  app.post(
    '/campo',
    {
      config: { appAuth: false, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, summary: 'Medidas y errores de una página vista, desde el navegador (sendBeacon)', body: FieldReportSchema },
    },
    async (req, reply) => {
      if (isForeign(req, origins)) throw new AppError(403, 'FOREIGN_ORIGIN', FOREIGN_ORIGIN_MESSAGE);
      await app.field.record(req.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/operador/medidas',
    {
      preHandler: async (request: FastifyRequest) => {
        await access.fromHeaders(request);
      },
      schema: { tags, summary: 'La última hora: p75 y errores por ruta y por versión, y los documentos más lentos' },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, result: await app.field.overview() };
    },
  );
}
