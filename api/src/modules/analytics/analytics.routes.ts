import { ConversionPayloadSchema } from '@botica/shared-contracts/analytics/payloads';
import { ConversionResponseSchema } from '@botica/shared-contracts/analytics/responses';
import type { FastifyInstance } from 'fastify';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import { AnalyticsService } from './analytics.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['analitica'];

/** Analytics (spec 001 §7): the server-side purchase conversion of the completion page. */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const authenticate = requireCustomer;
  const service = new AnalyticsService({ db: app.db, forwardUrl: app.config.CONVERSION_FORWARD_URL, log: app.log });

  app.post(
    '/analitica/conversiones',
    {
      preHandler: authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Registra la conversión de compra del pedido del cliente (una vez por pedido, datos del cliente en SHA-256)',
        body: ConversionPayloadSchema,
        response: { 200: ConversionResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, result: await service.recordPurchase(sessionCustomer(req).codigo, req.body.pedido) }),
  );
}
